#if !canImport(UIKit)
    import Foundation

    /// The base of menu items and actions. Headlessly there are no menus; it holds a title and an image.
    @MainActor
    open class UIMenuElement: NSObject {
        let storedTitle: String
        let storedImage: UIImage?

        init(title: String, image: UIImage?) {
            storedTitle = title
            storedImage = image
            super.init()
        }

        /// Nothing is archived headlessly; creates an element with an empty title and no image.
        public required init?(coder: NSCoder) {
            storedTitle = ""
            storedImage = nil
            super.init()
        }

        /// The title.
        open var title: String { storedTitle }
        /// The image.
        open var image: UIImage? { storedImage }
    }

    extension UIMenuElement {
        /// Whether a menu element is checked. Raw values match UIKit's.
        public enum State: Int, Sendable {
            /// UIKit's `off` (raw value 0).
            case off = 0
            /// UIKit's `on` (raw value 1).
            case on = 1
            /// UIKit's `mixed` (raw value 2).
            case mixed = 2
        }

        /// How a menu element looks and behaves. Raw values match UIKit's; stored only.
        public struct Attributes: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// Creates attributes from UIKit's bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Disabled.
            public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
            /// Destructive.
            public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
            /// Hidden.
            public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
        }
    }

#endif
