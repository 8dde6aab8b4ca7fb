extension TabBarControllerActions {
    /// Selects the tab whose controller it is given, in the tab bar controller it is performed
    /// on: on iOS 18 and later, the tab that made the controller, a group's child included, or
    /// the root tab that shows it; before iOS 18, or on a controller driven by
    /// `viewControllers`, the tab that is the controller. ``TabStep`` puts it in a chain.
    @MainActor
    public struct SelectTabAction<ViewController: UITabBarController>: ContainerAction {
        init() {}

        /// Leaves the proposed tabs as they are: the controller is one of the tabs already.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {}

        /// Selects the controller's tab and completes; fails before changing anything with
        /// ``RoutingFailureReason/tabNotFound`` when no tab of `existingController` has it.
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            TabBarControllerAdapter(with: existingController).makeVisible(viewController, animated: animated) { result in
                guard case .failure = result else { return completion(.success) }
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "\(existingController) has no tab for \(viewController), so it cannot select it.",
                                underlyingError: RoutingFailureReason.tabNotFound))))
            }
        }
    }
}

extension TabBarControllerActions.SelectTabAction: TraitsDescribedAction {
    /// Selecting a tab takes nothing off the screen's hierarchy; the tab switch is undone by the
    /// tab bar controller's snapshot.
    var traits: ActionTraits { ActionTraits(graphLabel: "select tab", leavesWithoutParent: false, removals: .nothing) }
}

extension ContainerViewController where Self: UITabBarController {
    /// Selects the tab of the controller it integrates; see ``TabBarControllerActions/SelectTabAction``.
    public static func selectTab() -> TabBarControllerActions.SelectTabAction<Self> {
        .init()
    }
}
