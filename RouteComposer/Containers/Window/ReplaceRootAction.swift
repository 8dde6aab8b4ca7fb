import Foundation

extension ViewControllerActions {
    /// Makes the built controller the root of the provider's window, which must currently have
    /// the previous step's controller as its root.
    @MainActor
    public struct ReplaceRootAction: Action {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIViewController

        /// The window whose root is replaced.
        public let windowProvider: WindowProvider
        /// The transition's options; without them the root is replaced at once.
        public let animationOptions: UIView.AnimationOptions?
        /// The transition's duration.
        public let duration: TimeInterval

        init(
            windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
            animationOptions: UIView.AnimationOptions? = nil, duration: TimeInterval = 0.3
        ) {
            self.windowProvider = windowProvider
            self.animationOptions = animationOptions
            self.duration = duration
        }

        /// Replaces the root. An animated replacement completes when its transition has ended.
        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            guard let window = windowProvider.window else {
                completion(.failure(RoutingError.compositionFailed(.init("There is no window in which to replace the root with \(viewController)."))))
                return
            }
            guard window.rootViewController === existingController else {
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "The root can only replace the window's current root \(String(describing: window.rootViewController)); the previous step produced \(existingController)."
                            ))))
                return
            }
            guard animated, let animationOptions, duration > 0 else {
                window.rootViewController = viewController
                window.makeKeyAndVisible()
                completion(.success)
                return
            }
            UIView.transition(
                with: window, duration: duration, options: animationOptions,
                animations: {
                    // The transition animates a snapshot; the swap itself must not animate.
                    UIView.performWithoutAnimation {
                        window.rootViewController = viewController
                        window.makeKeyAndVisible()
                    }
                },
                completion: { _ in
                    completion(.success)
                })
        }
    }
}
