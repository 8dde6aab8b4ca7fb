/// A context task made of a closure, for a one-off configuration without declaring a type.
@MainActor
public struct InlineContextTask<VC: UIViewController, C>: ContextTask {
    /// The controller type the closure configures.
    public typealias ViewController = VC
    /// The context type the closure takes.
    public typealias Context = C

    private let block: (VC, C) throws -> Void

    /// Creates the task; `block` configures the controller with the context, and throwing fails
    /// the navigation.
    public init(_ block: @escaping (VC, C) throws -> Void) {
        self.block = block
    }

    /// Runs the closure.
    public func perform(on viewController: VC, with context: C) throws {
        try block(viewController, context)
    }
}
