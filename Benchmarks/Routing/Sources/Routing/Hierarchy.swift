import HeadlessUIKit

/// A structural description of what a window shows: the root, every container's children by
/// class in order, each tab bar's selected tab, and the chain of presented controllers.
///
/// Classes and order only, never identities: the router's side and the hand-written side build
/// their own controllers, and the two hierarchies are equal when their descriptions are.
@MainActor
enum Hierarchy {
    static func describe(_ window: UIWindow) -> String {
        guard let root = window.rootViewController else { return "window: no root" }
        var text = "window root: " + tree(root)
        // Only the root's chain: `presentedViewController` of a child answers for its ancestors
        // too, so following it from children would repeat the chain.
        var presenter = root
        while let presented = presenter.presentedViewController {
            text += "\n  presents: " + tree(presented)
            presenter = presented
        }
        return text
    }

    private static func tree(_ controller: UIViewController) -> String {
        let name = String(describing: type(of: controller))
        if let tabs = controller as? UITabBarController {
            let children = (tabs.viewControllers ?? []).map(tree).joined(separator: ", ")
            return "\(name){selected \(tabs.selectedIndex): \(children)}"
        }
        if let navigation = controller as? UINavigationController {
            return "\(name)[" + navigation.viewControllers.map(tree).joined(separator: ", ") + "]"
        }
        if !controller.children.isEmpty {
            return "\(name)(" + controller.children.map(tree).joined(separator: ", ") + ")"
        }
        return name
    }
}
