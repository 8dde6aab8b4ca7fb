/// The adapter for split view controllers: the children are the columns, and the columns the
/// split shows (all when expanded, one when collapsed) are visible.
@MainActor
public struct SplitControllerAdapter<VC: UISplitViewController>: ConcreteContainerAdapter {
    private weak var splitViewController: VC?

    /// Creates the adapter. It holds the container weakly.
    public init(with splitViewController: VC) {
        self.splitViewController = splitViewController
    }

    /// Every child, expanded or collapsed.
    public var containedViewControllers: [UIViewController] { splitViewController?.children ?? [] }

    /// The columns shown: all of them when expanded, the one shown when collapsed.
    public var visibleViewControllers: [UIViewController] { splitViewController?.viewControllers ?? [] }

    /// Succeeds when `viewController` is a column; a split shows its columns without being asked.
    public func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        guard let splitViewController else {
            completion(
                .failure(RoutingError.compositionFailed(.init("The split view controller was deallocated before \(viewController) could be shown in it."))))
            return
        }
        guard splitViewController.children.holdsIdentical(viewController) else {
            completion(.failure(RoutingError.compositionFailed(.init("\(splitViewController) does not contain \(viewController), so it cannot show it."))))
            return
        }
        completion(.success)
    }

    /// Shows the new detail through `showDetailViewController` when only the detail changes;
    /// otherwise replaces the columns.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        guard let splitViewController else {
            completion(.failure(RoutingError.compositionFailed(.init("The split view controller was deallocated before its columns could be set."))))
            return
        }
        let current = splitViewController.viewControllers
        if containedViewControllers.count > 1, let primary = containedViewControllers.first,
            current.first === primary, let detail = containedViewControllers.last
        {
            splitViewController.showDetailViewController(detail, sender: nil)
        } else {
            splitViewController.viewControllers = containedViewControllers
        }
        completion(.success)
    }
}

extension UISplitViewController: BuiltInContainer {
    static func builtInAdapter(for container: UIViewController) -> ContainerAdapter? {
        // A closure here, passed to `Optional.map`, would check its actor at each call.
        guard let splitViewController = container as? UISplitViewController else { return nil }
        return SplitControllerAdapter(with: splitViewController)
    }
}
