extension ViewControllerActions {
    /// Does nothing and succeeds: the controller is already where it belongs.
    @MainActor
    public struct NilAction: Action {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIViewController

        init() {}

        /// Succeeds at once.
        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            completion(.success)
        }
    }
}
