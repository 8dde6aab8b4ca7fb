/// A fully assembled destination: the chain of steps that leads to a `VC` shown for a context
/// of type `C`. Pass it to a router's `navigate`, or reuse it as the start of a longer chain.
///
/// A destination is immutable; the same value can be navigated to any number of times.
@MainActor
public struct DestinationStep<VC: UIViewController, C> {
    /// The type of the controller the destination leads to, `VC`; as in RouteComposer 2.x, an app's
    /// generic code names it as `DestinationStep<VC, C>.ViewController`.
    public typealias ViewController = VC

    /// The type of the context the destination is navigated to with, `C`; as in RouteComposer 2.x,
    /// an app's generic code names it as `DestinationStep<VC, C>.Context`.
    public typealias Context = C

    package let head: StepLink

    init(head: StepLink) {
        self.head = head
    }

    /// The same chain with different types, checked by nothing: a wrong promise surfaces as a
    /// ``RoutingError/typeMismatch(type:expectedType:_:)`` during navigation.
    public func unsafelyRewrapped<NewVC: UIViewController, NewC>() -> DestinationStep<NewVC, NewC> {
        DestinationStep<NewVC, NewC>(head: head)
    }

    /// The same chain, promising that the controller it leads to is (inside) a `NewVC` container,
    /// so a container action for `NewVC` may follow it. Checked at navigation time.
    public func expectingContainer<NewVC: ContainerViewController>() -> DestinationStep<NewVC, C> {
        DestinationStep<NewVC, C>(head: head)
    }

    /// A chain that takes a `T.SourceContext`, converts it with `transformer`, and goes on with this
    /// chain's context.
    public func adaptingContext<T: ContextTransformer>(using transformer: T) -> DestinationStep<VC, T.SourceContext> where T.TargetContext == C {
        DestinationStep<VC, T.SourceContext>(head: ConvertingStep(transformer: TransformerBox(transformer), previous: head))
    }
}

extension DestinationStep where C == Any? {
    /// A chain that accepts any context type, as its `Any?` steps do. Checked at navigation time.
    public func adaptingContext<NewC>() -> DestinationStep<VC, NewC> {
        DestinationStep<VC, NewC>(head: head)
    }

    /// The same chain as a `NewVC` container with any context type. Checked at navigation time.
    public func expectingContainer<NewVC: ContainerViewController, NewC>() -> DestinationStep<NewVC, NewC> {
        DestinationStep<NewVC, NewC>(head: head)
    }
}
