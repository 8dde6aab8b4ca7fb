#if !canImport(UIKit)

/// A size class, which is what decides whether split view controllers collapse.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The interface idiom.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The traits of an environment. The model tracks the horizontal size class only.
/// Immutable, and usable from any isolation, as UIKit's is.
public final class UITraitCollection: Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; always `.regular` headlessly.
    public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
    /// The idiom; `.phone` for compact widths and `.pad` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { horizontalSizeClass == .compact ? .phone : .pad }

    /// Creates a collection with only a horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }
}

/// An object with traits.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
}

#endif
