/// A post-routing task made of a closure, for one-off bookkeeping without declaring a type.
@MainActor
public struct InlinePostTask<VC: UIViewController, C>: PostRoutingTask {
    /// The controller type the closure expects.
    public typealias ViewController = VC
    /// The context type the closure takes.
    public typealias Context = C

    private let block: (VC, C, [UIViewController]) -> Void

    /// Creates the task; `block` gets the controller, the context and every controller the
    /// navigation touched, once the navigation has succeeded.
    public init(_ block: @escaping (VC, C, [UIViewController]) -> Void) {
        self.block = block
    }

    /// Runs the closure.
    public func perform(on viewController: VC, with context: C, routingStack: [UIViewController]) {
        block(viewController, context, routingStack)
    }
}
