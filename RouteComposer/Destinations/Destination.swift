/// A destination together with the context to navigate to it with: a value that says both
/// "where" and "with what", so it can be built in one place (a deep-link parser, a push
/// notification handler) and navigated to in another.
///
/// The step and the context are type-checked against each other when the value is made. Use
/// ``unwrapped()`` to keep destinations of different types in one collection.
@MainActor
public struct Destination<VC: UIViewController, C> {
    /// The chain of steps that leads to the controller.
    public let step: DestinationStep<VC, C>

    /// The context the navigation is carried out with.
    public let context: C

    /// Bundles `step` with the `context` it will be navigated to with.
    public init(to step: DestinationStep<VC, C>, with context: C) {
        self.step = step
        self.context = context
    }

    /// The same destination with its types erased to `UIViewController` and `Any?`.
    ///
    /// The real context travels inside the `Any?`; each step recovers its own context type when
    /// the navigation runs, so navigating the erased value behaves like navigating this one. The
    /// compiler no longer checks anything: a mismatch introduced by editing an erased value is
    /// reported as ``RoutingError/typeMismatch(type:expectedType:_:)`` during navigation.
    public func unwrapped() -> AnyDestination {
        AnyDestination(to: step.unsafelyRewrapped(), with: context as Any?)
    }
}

extension Destination where C == Any? {
    /// Bundles a step that takes an `Any?` context with a `nil` context.
    public init(to step: DestinationStep<VC, C>) {
        self.init(to: step, with: nil)
    }
}

extension Destination where C == Void {
    /// Bundles a step that takes no context.
    public init(to step: DestinationStep<VC, C>) {
        self.init(to: step, with: ())
    }
}

/// A destination with erased types, for collections and for passing across module boundaries.
/// Make one with ``Destination/unwrapped()``.
public typealias AnyDestination = Destination<UIViewController, Any?>
