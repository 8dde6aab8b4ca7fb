#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The split view controller's children, outside any window, in its classic and column styles.
@MainActor
enum SplitChecks {
    /// A classic split view controller's `viewControllers` are the primary and the secondary, in
    /// that order, as its children, each reaching it through `splitViewController`.
    static func classicChildrenArePrimaryAndSecondary() throws {
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: UIViewController())
        let secondary = UIViewController()

        split.viewControllers = [primary, secondary]

        try requireEqual(split.viewControllers, [primary, secondary], "viewControllers")
        try requireEqual(split.children, [primary, secondary], "children")
        try requireSame(primary.parent, split, "primary.parent")
        try requireSame(secondary.splitViewController, split, "secondary.splitViewController")
        try requireSame(primary.topViewController?.splitViewController, split, "the primary's top's splitViewController")
    }

    /// A column-style split view controller wraps a plain controller set for a column in a
    /// navigation controller of its own: `viewController(for:)` is the controller given, and
    /// `viewControllers` are the wrappers, in column order.
    static func columnStyleWrapsPlainControllers() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        let secondary = UIViewController()

        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)

        try requireSame(split.viewController(for: .primary), primary, "viewController(for: .primary)")
        try requireSame(split.viewController(for: .secondary), secondary, "viewController(for: .secondary)")
        guard let primaryWrapper = primary.navigationController, let secondaryWrapper = secondary.navigationController
        else {
            throw ConformanceFailure(
                check: #function, message: "a plain controller set for a column has no navigation controller",
                location: "\(#fileID):\(#line)")
        }
        try require(primaryWrapper !== secondaryWrapper, "each column has its own navigation controller")
        try requireEqual(primaryWrapper.viewControllers, [primary], "the primary wrapper's viewControllers")
        try requireEqual(split.viewControllers, [primaryWrapper, secondaryWrapper], "viewControllers")
        try requireSame(primaryWrapper.parent, split, "the primary wrapper's parent")
        try requireSame(primary.splitViewController, split, "primary.splitViewController")
    }

    /// A navigation controller set for a column is used as it is, not wrapped again.
    static func columnStyleKeepsANavigationController() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let navigation = UINavigationController(rootViewController: UIViewController())

        split.setViewController(navigation, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)

        try requireSame(split.viewController(for: .primary), navigation, "viewController(for: .primary)")
        try requireSame(split.viewControllers.first, navigation, "viewControllers.first")
        try requireSame(navigation.parent, split, "navigation.parent")
        try requireSame(navigation.navigationController, nil, "navigation.navigationController")
    }
}
