import Foundation
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

// SwiftUI does not exist here, so these stand in for `UIHostingController` and for a SwiftUI view
// that is `ContextInstantiatable`, `ContextChecking` and `ContextAcceptingView`. The library's
// SwiftUI files only forward to `RootViewHosting`, `RootViewHostingFactory` and
// `RootViewContextFinder`; these tests drive those through the stand-ins.

/// Plays `UIHostingController`: a generic controller showing a value-typed root view, made with
/// `init(rootView:)` only.
final class StandInHostingController<Content>: UIViewController, RootViewHosting {
    var rootView: Content {
        didSet { rootViewAssignments += 1 }
    }

    /// How often `rootView` was assigned after creation: what a hosting controller redraws on.
    private(set) var rootViewAssignments = 0

    init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}

/// Plays a SwiftUI profile screen: made from a user id, found again when it shows the same user,
/// rejecting an empty id before anything changes, and failing its setup for "broken" after
/// changing itself halfway.
struct StandInProfileView: ContextChecking {
    struct Incompatible: Error, Equatable {}
    struct SetupFailed: Error, Equatable {}

    private(set) var userID: String
    private(set) var setups = 0

    init(with context: String) {
        userID = context
    }

    func isTarget(for context: String) -> Bool {
        userID == context
    }

    static func checkCompatibility(with context: String) throws {
        guard !context.isEmpty else { throw Incompatible() }
    }

    mutating func setup(with context: String) throws {
        setups += 1
        userID = "half-configured"
        guard context != "broken" else { throw SetupFailed() }
        userID = context
    }
}

/// Another view type with the same context type, which the profile finder must skip.
struct StandInOtherView: ContextChecking {
    let userID: String

    func isTarget(for context: String) -> Bool {
        userID == context
    }
}

typealias StandInProfileHost = StandInHostingController<StandInProfileView>

/// What `UIHostingController: ContextAccepting where Content: ContextAcceptingView` does, for the
/// stand-in: ask the view's type, set up a copy of the root view.
extension StandInHostingController: ContextAccepting where Content == StandInProfileView {
    static func checkCompatibility(with context: String) throws {
        try Content.checkCompatibility(with: context)
    }

    func setup(with context: String) throws {
        try updateRootView { view in try view.setup(with: context) }
    }
}

@MainActor
enum StandInHosting {
    /// What `UIHostingControllerWithContextFactory` builds with: `ContentView(with:)` in a new host.
    static var withContextFactory: RootViewHostingFactory<StandInProfileHost, String> {
        RootViewHostingFactory(makeRootView: { StandInProfileView(with: $0) }, host: { StandInProfileHost(rootView: $0) })
    }

    /// What `UIHostingControllerWithContextFinder` searches with, over `window` only.
    static func finder(in window: UIWindow, options: SearchOptions = .fullStack) -> RootViewContextFinder<StandInProfileHost> {
        RootViewContextFinder(
            iterator: DefaultStackIterator(
                options: options, startingPoint: .root,
                windowProvider: CustomWindowProvider(window: window)))
    }

    /// The profile pushed onto the window's navigation controller, found again when it shows the
    /// same user, set up by `ContextSettingTask`: upstream's Example `swiftUIScreen`.
    static func profile(in window: UIWindow) -> DestinationStep<StandInProfileHost, String> {
        StepAssembly(finder: finder(in: window), factory: withContextFactory)
            .adding(ContextSettingTask())
            .using(UINavigationController.push())
            .from(
                GeneralStep.custom(
                    using: ClassFinder<UINavigationController, String>(
                        options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            )
            .assemble()
    }
}
