#if !canImport(UIKit)
    import Foundation

    /// A size class, which is what decides whether split view controllers collapse.
    public enum UIUserInterfaceSizeClass: Int, Sendable {
        /// UIKit's `unspecified` (raw value 0).
        case unspecified = 0
        /// UIKit's `compact` (raw value 1).
        case compact = 1
        /// UIKit's `regular` (raw value 2).
        case regular = 2
    }

    /// The interface idiom.
    public enum UIUserInterfaceIdiom: Int, Sendable {
        /// UIKit's `unspecified` (raw value -1).
        case unspecified = -1
        /// UIKit's `phone` (raw value 0).
        case phone = 0
        /// UIKit's `pad` (raw value 1).
        case pad = 1
        /// UIKit's `tv` (raw value 2).
        case tv = 2
        /// UIKit's `carPlay` (raw value 3).
        case carPlay = 3
        /// UIKit's `mac` (raw value 5).
        case mac = 5
        /// UIKit's `vision` (raw value 6).
        case vision = 6
    }

    /// The traits of an environment. The model tracks the horizontal size class only.
    /// An immutable `NSObject`, usable from any isolation, as UIKit's is.
    ///
    /// The traits are read-only `open` properties, as UIKit declares them, so a subclass may
    /// override them as it can on iOS.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        private let storedHorizontalSizeClass: UIUserInterfaceSizeClass

        /// The horizontal size class.
        open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontalSizeClass }
        /// The vertical size class; always `.regular` headlessly.
        open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
        /// The idiom; `.phone` for compact widths and `.pad` otherwise.
        open var userInterfaceIdiom: UIUserInterfaceIdiom { horizontalSizeClass == .compact ? .phone : .pad }

        /// Creates a collection with only a horizontal size class.
        public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
            storedHorizontalSizeClass = horizontalSizeClass
            super.init()
        }

        /// Creates a collection from an archive. Required, as in UIKit (through `NSCoding`); nothing
        /// is archived headlessly, so the collection has no traits: an unspecified size class.
        public required init?(coder: NSCoder) {
            storedHorizontalSizeClass = .unspecified
            super.init()
        }
    }

    /// An object with traits.
    @MainActor
    public protocol UITraitEnvironment: NSObjectProtocol {
        /// The current traits.
        var traitCollection: UITraitCollection { get }

        /// Called after the environment's traits changed. The model never calls it; it is declared
        /// so that conforming types and overrides written for iOS compile. UIKit deprecates it from
        /// iOS 17, which warns only where the deployment target is iOS 17 or later.
        func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
    }

#endif
