#if canImport(UIKit)
    @_exported import UIKit
#else
    // Off Apple platforms the library is written against the same UIKit API,
    // served by the headless model, so apps write `import RouteComposer` everywhere.
    @_exported import HeadlessUIKit
#endif

/// The version of the RouteComposer library.
///
/// It follows semantic versioning and matches the version in `RouteComposer.podspec`.
public let routeComposerVersion = "3.0.0-dev"
