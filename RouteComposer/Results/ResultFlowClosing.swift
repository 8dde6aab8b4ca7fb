/// What a router closes when a flow that returns a value ends: see
/// ``DefaultRouter/result(of:with:closing:animated:)``.
///
/// The router closes only what the flow added: controllers that were not on screen when the
/// flow was asked for. A flow that found its controller already on screen closes nothing. The
/// closing is an ordinary dismissal of the router (``Router/dismiss(_:animated:completion:)``):
/// it waits for its turn in the router's queue and is reported to its observers.
public enum ResultFlowClosing: Sendable, Hashable {
    /// Dismisses the outermost presentation the flow added around the controller, with everything
    /// above it. Nothing is closed when the flow presented nothing around the controller.
    case dismissPresentation

    /// Pops the navigation stack holding the controller back to the highest entry that was on it
    /// when the flow was asked for, or to its root when the whole stack is new. Nothing is closed
    /// when the flow pushed nothing onto that stack, or the controller is in none.
    case popToStart

    /// Leaves everything on screen; the app closes the flow itself.
    case leave
}
