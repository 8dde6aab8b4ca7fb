#if !canImport(UIKit)
    import Foundation

    /// One tab of a tab bar controller driven by tabs; the model of UIKit's `UITab` (iOS 18).
    ///
    /// A tab makes its view controller once, through its provider, the first time the controller
    /// is needed, and the controller's ``UIViewController/tab`` then names the tab. Its identifier
    /// must be unique among all the tabs of one tab bar controller, groups' children included.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor
    open class UITab: NSObject {
        private let storedIdentifier: String
        private var viewControllerProvider: ((UITab) -> UIViewController)?
        private var resolvedViewController: UIViewController?
        /// Weak, so that a group and its children hold no cycle: the group holds its children.
        weak var storedParent: UITabGroup?
        /// Set on the root tabs of a tab bar controller only; descendants ask their root.
        weak var owningTabBarController: UITabBarController?

        /// Creates a tab. `viewControllerProvider` is called once, when the tab's controller is
        /// first needed; a root tab of a tab bar controller must get a controller from it.
        public init(
            title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)?
        ) {
            storedIdentifier = identifier
            self.title = title
            self.image = image
            self.viewControllerProvider = viewControllerProvider
            super.init()
        }

        /// The identifier, unique among the tabs of one tab bar controller.
        open var identifier: String { storedIdentifier }

        /// The tab's title.
        open var title: String

        /// The tab's image; nil by default.
        open var image: UIImage?

        /// Whether the tab is hidden. A hidden root tab's controller is not one of the tab bar
        /// controller's view controllers, and a hidden tab cannot be selected.
        open var isHidden: Bool = false {
            didSet {
                guard isHidden != oldValue else { return }
                tabBarController?.tabsDidChange()
            }
        }

        /// The group the tab is a child of; nil for a root tab.
        open var parent: UITabGroup? { storedParent }

        /// The tab bar controller the tab, or one of its ancestors, is a root tab of.
        open var tabBarController: UITabBarController? {
            var root: UITab = self
            while let parent = root.storedParent { root = parent }
            return root.owningTabBarController
        }

        /// The tab's controller, made by the provider on the first read; nil without a provider.
        open var viewController: UIViewController? {
            if let resolvedViewController { return resolvedViewController }
            guard let provider = viewControllerProvider else { return nil }
            viewControllerProvider = nil
            let made = provider(self)
            made.storedTab = self
            resolvedViewController = made
            return made
        }

        /// The tab and every tab below it, depth first, the tab first.
        var subtree: [UITab] { [self] }

        /// The controller a tab bar controller shows for this tab as a root tab.
        var rootViewController: UIViewController? { viewController }
    }

    extension UIViewController {
        /// The tab whose provider made this controller; nil for any other controller. Weak.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        public var tab: UITab? { storedTab }
    }

#endif
