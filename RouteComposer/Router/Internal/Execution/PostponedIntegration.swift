/// Batches consecutive container actions into one container, so that pushing two controllers
/// into a navigation controller is one `setViewControllers`: one animation, no intermediate state.
@MainActor
final class PostponedIntegration {
    private(set) var container: UIViewController?
    private var proposedChildren: [UIViewController] = []
    private let locator: ContainerAdapterLocator

    init(locator: ContainerAdapterLocator) {
        self.locator = locator
    }

    /// Starts batching into `container`, beginning from its current children.
    func begin(with container: UIViewController) throws {
        self.container = container
        proposedChildren = try adapter(for: container).containedViewControllers
    }

    /// Places `viewController` into the proposed children with `action`.
    func embed(_ viewController: UIViewController, using action: ActionBox) throws {
        guard let embed = action.embed else { return }
        try embed(viewController, &proposedChildren)
    }

    /// Applies the proposed children in one step, if they differ from the container's.
    func flush(animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard let container else {
            completion(.success)
            return
        }
        let proposed = proposedChildren
        self.container = nil
        proposedChildren = []
        do {
            let adapter = try adapter(for: container)
            let current = adapter.containedViewControllers
            guard current.count != proposed.count || zip(current, proposed).contains(where: { $0 !== $1 }) else {
                completion(.success)
                return
            }
            adapter.setContainedViewControllers(proposed, animated: animated, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }

    private func adapter(for container: UIViewController) throws -> ContainerAdapter {
        guard let containerViewController = container as? ContainerViewController else {
            throw RoutingError.typeMismatch(
                type: type(of: container), expectedType: ContainerViewController.self,
                .init("\(container) is not a ContainerViewController, so controllers cannot be integrated into it as children."))
        }
        return try locator.getAdapter(for: containerViewController)
    }
}
