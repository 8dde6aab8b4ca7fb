/// Actions that integrate a controller into a classic split view controller.
///
/// They work on `viewControllers` and `showDetailViewController`, the classic interface. Column-style
/// split view controllers (iOS 14) are better driven through their columns.
@MainActor
public enum SplitViewControllerActions {
    /// Makes the controller the primary column.
    @MainActor
    public struct SetAsMasterAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        /// Replaces the first proposed child, or makes the controller the only one.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            if childViewControllers.isEmpty {
                childViewControllers.append(viewController)
            } else {
                childViewControllers[0] = viewController
            }
        }

        /// Sets the columns with the primary replaced; succeeds at once.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            var columns = existingController.viewControllers
            do {
                try perform(embedding: viewController, in: &columns)
            } catch {
                completion(.failure(error))
                return
            }
            existingController.viewControllers = columns
            completion(.success)
        }
    }

    /// Shows the controller as the detail, replacing the current one.
    @MainActor
    public struct PushToDetailsAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        /// Appends the controller after the primary.
        ///
        /// - Throws: ``RoutingError/compositionFailed(_:)`` when there is no primary yet.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            guard !childViewControllers.isEmpty else {
                throw RoutingError.compositionFailed(
                    .init("\(viewController) cannot become the detail of a split view controller that has no primary column yet."))
            }
            if childViewControllers.count > 1 {
                childViewControllers[childViewControllers.count - 1] = viewController
            } else {
                childViewControllers.append(viewController)
            }
        }

        /// Shows the controller as the detail; succeeds at once.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            guard !existingController.viewControllers.isEmpty else {
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init("\(viewController) cannot become the detail of \(existingController), which has no primary column yet."))))
                return
            }
            existingController.showDetailViewController(viewController, sender: nil)
            completion(.success)
        }
    }

    /// Pushes the controller onto the navigation controller that shows the details, expanded or
    /// collapsed.
    @MainActor
    public struct PushOnToDetailsAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        /// Pushes onto the proposed detail navigation controller.
        ///
        /// - Throws: ``RoutingError/compositionFailed(_:)`` when there is no primary, or the detail
        ///   is not a navigation controller.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            guard childViewControllers.count > 1, let details = childViewControllers.last as? UINavigationController else {
                throw RoutingError.compositionFailed(
                    .init("\(viewController) can only be pushed onto the details of a split view controller whose detail column is a navigation controller."))
            }
            details.viewControllers = details.viewControllers + [viewController]
        }

        /// Pushes onto the details navigation controller; an animated push completes when its transition ends.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            guard
                let details = try? DetailsNavigationFinder<Any?>(
                    options: .currentVisibleOnly,
                    startingPoint: .custom(existingController)
                ).findViewController(with: nil)
            else {
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init("\(existingController) has no navigation controller showing its details, so \(viewController) cannot be pushed onto them."))))
                return
            }
            details.pushViewController(viewController, animated: animated)
            details.completeAfterTransition(animated: animated) { completion(.success) }
        }
    }
}

extension ContainerViewController where Self: UISplitViewController {
    /// Makes the controller the primary column of a split view controller of this class.
    public static func setAsMaster() -> SplitViewControllerActions.SetAsMasterAction<Self> { .init() }
    /// Shows the controller as the detail of a split view controller of this class.
    public static func pushToDetails() -> SplitViewControllerActions.PushToDetailsAction<Self> { .init() }
    /// Pushes the controller onto the details navigation controller of a split view controller of this class.
    public static func pushOnToDetails() -> SplitViewControllerActions.PushOnToDetailsAction<Self> { .init() }
}
