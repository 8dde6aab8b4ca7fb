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
        /// Creates an item.
        public override init() {
            super.init()
        }
    }

    /// A button in a navigation bar or toolbar; headlessly it is an anchor for popovers and nothing else.
    @MainActor
    open class UIBarButtonItem: UIBarItem {
        /// Creates an item with a title.
        public convenience init(title: String?) {
            self.init()
            self.title = title
        }
    }

    /// A tab's item in a tab bar.
    @MainActor
    open class UITabBarItem: UIBarItem {
        /// The badge text.
        open var badgeValue: String?
    }

    /// The items a controller shows in a navigation bar; an `NSObject`, as UIKit's is.
    @MainActor
    open class UINavigationItem: NSObject {
        /// The title.
        open var title: String?
        /// The back button shown by the next controller pushed above this one.
        open var backBarButtonItem: UIBarButtonItem?
        /// The leading item.
        open var leftBarButtonItem: UIBarButtonItem?
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
        /// Creates an item with no title.
        public override init() {
            super.init()
        }
    }

#endif
