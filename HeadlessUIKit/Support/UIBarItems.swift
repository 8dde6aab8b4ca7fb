#if !canImport(UIKit)
    import Foundation

    /// The shared base of bar items; an `NSObject`, as UIKit's is.
    @MainActor
    open class UIBarItem: NSObject {
        /// The item's title.
        open var title: String?
        /// Whether the item is enabled.
        open var isEnabled = true
        /// An app-defined tag.
        open var tag = 0
        /// The item's image. Stored only.
        open var image: UIImage?
        /// The identifier UI tests find the item by.
        open var accessibilityIdentifier: String?
        /// Creates an item.
        public override init() {
            super.init()
        }
        /// Creates an item from an archive. Required, as in UIKit (through `NSCoding`); nothing is
        /// archived headlessly, so the item is a plain one.
        public required init?(coder: NSCoder) {
            super.init()
        }
    }

    /// A button in a navigation bar or toolbar; headlessly it is an anchor for popovers and nothing
    /// else: its action is stored and never sent.
    @MainActor
    open class UIBarButtonItem: UIBarItem {
        /// How a bar button item is drawn.
        public enum Style: Int, Sendable {
            /// UIKit's `plain` (raw value 0).
            case plain = 0
            /// UIKit's `bordered` (raw value 1), deprecated since iOS 8.
            @available(*, deprecated, renamed: "UIBarButtonItem.Style.plain")
            case bordered = 1
            /// UIKit's `done` (raw value 2).
            case done = 2
        }

        /// How the item is drawn. Stored only.
        open var style: UIBarButtonItem.Style = .plain
        /// The object the action is sent to. Weak; the model never sends it.
        open weak var target: AnyObject?
        /// The action sent when the item is tapped; the model never sends it.
        open var action: Selector?

        /// Creates a plain item.
        public override init() {
            super.init()
        }

        /// Creates an item from an archive; see ``UIBarItem/init(coder:)``.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Creates an item with a title, a style and an action.
        public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
            self.init()
            self.title = title
            self.style = style
            self.target = target.map { $0 as AnyObject }
            self.action = action
        }

        /// Creates an item with an image, a style and an action.
        public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
            self.init(title: nil, style: style, target: target, action: action)
            self.image = image
        }

        /// Creates one of the system's items, with an action. A `.done` item has the `.done` style,
        /// as in UIKit; the others are plain.
        public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
            self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
            self.systemItem = systemItem
        }

        /// The system item given at creation, for the model's tests and dumps.
        private(set) var systemItem: SystemItem?
    }

    /// A tab's item in a tab bar.
    @MainActor
    open class UITabBarItem: UIBarItem {
        /// The badge text.
        open var badgeValue: String?
        /// The image shown while the tab is selected. Stored only.
        open var selectedImage: UIImage?

        /// Creates an item with a title, an image and a tag.
        public convenience init(title: String?, image: UIImage?, tag: Int) {
            self.init()
            self.title = title
            self.image = image
            self.tag = tag
        }

        /// Creates an item with a title, an image and a selected image.
        public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
            self.init()
            self.title = title
            self.image = image
            self.selectedImage = selectedImage
        }

        /// Creates an item with no title.
        public override init() {
            super.init()
        }

        /// Creates an item from an archive; see ``UIBarItem/init(coder:)``.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    /// The items a controller shows in a navigation bar; an `NSObject`, as UIKit's is.
    @MainActor
    open class UINavigationItem: NSObject {
        /// The title.
        open var title: String?
        /// The back button shown by the next controller pushed above this one.
        open var backBarButtonItem: UIBarButtonItem?
        /// The leading item. It replaces the back button unless ``leftItemsSupplementBackButton``.
        open var leftBarButtonItem: UIBarButtonItem?
        /// Whether the back button is hidden while this item is the top one.
        open var hidesBackButton = false
        /// Whether the leading items show beside the back button instead of replacing it.
        open var leftItemsSupplementBackButton = false
        /// The trailing item.
        open var rightBarButtonItem: UIBarButtonItem?
        /// The search controller whose bar the navigation bar shows (iOS 11); it is presented from the
        /// controller owning this item when it becomes active.
        open var searchController: UISearchController?
        /// Creates an item with a title.
        public init(title: String) {
            self.title = title
            super.init()
        }
        /// Creates an item from an archive. Required, as in UIKit (through `NSCoding`); nothing is
        /// archived headlessly, so the item has no title.
        public required init?(coder: NSCoder) {
            super.init()
        }
        /// Creates an item with no title. A convenience initialiser, as in UIKit, where the designated
        /// ones are ``init(title:)`` and ``init(coder:)``.
        public convenience override init() {
            self.init(title: "")
            title = nil
        }
    }

#endif
