/// A view controller that can close itself without knowing how it was shown.
///
/// The configuration that shows the controller also knows how to close it (pop it, dismiss it,
/// navigate somewhere else) and injects that knowledge as ``dismissalBlock``, usually through a
/// ``DismissalMethodProvidingContextTask``. The controller then calls
/// ``dismissViewController(with:animated:completion:)`` when it is done.
///
/// To close any controller by looking at how it sits in the hierarchy instead, without
/// configuration, use ``Router/dismiss(_:animated:completion:)``.
@MainActor
public protocol Dismissible where Self: UIViewController {
    /// The type of the value passed to the dismissal block, for example a result to hand back.
    associatedtype DismissalTargetContext

    /// How the controller is closed: called with the controller, the value it passes, whether to
    /// animate, and the completion to call exactly once when the dismissal has finished.
    /// Nil until something sets it.
    var dismissalBlock: ((_: Self, _: DismissalTargetContext, _: Bool, _: ((_: RoutingResult) -> Void)?) -> Void)? { get set }
}

extension Dismissible {
    /// Closes the controller through its ``dismissalBlock``, passing `context`.
    ///
    /// When no block has been set, nothing happens on screen and `completion` receives
    /// ``RoutingError/compositionFailed(_:)`` naming the controller; otherwise `completion` is
    /// called as the block calls it.
    public func dismissViewController(
        with context: DismissalTargetContext, animated: Bool,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        guard let dismissalBlock else {
            let message =
                "\(self) was asked to dismiss itself, but no dismissal block was set on it; "
                + "add a DismissalMethodProvidingContextTask to the step that shows it."
            completion?(.failure(RoutingError.compositionFailed(.init(message, location: RoutingErrorLocation(phase: .dismissal, viewController: "\(self)")))))
            return
        }
        dismissalBlock(self, context, animated, completion)
    }
}

extension Dismissible where DismissalTargetContext == Any? {
    /// Closes the controller through its ``dismissalBlock`` with a `nil` value.
    /// See ``dismissViewController(with:animated:completion:)``.
    public func dismissViewController(animated: Bool, completion: ((_: RoutingResult) -> Void)? = nil) {
        dismissViewController(with: nil, animated: animated, completion: completion)
    }
}

extension Dismissible where DismissalTargetContext == Void {
    /// Closes the controller through its ``dismissalBlock``.
    /// See ``dismissViewController(with:animated:completion:)``.
    public func dismissViewController(animated: Bool, completion: ((_: RoutingResult) -> Void)? = nil) {
        dismissViewController(with: (), animated: animated, completion: completion)
    }
}
