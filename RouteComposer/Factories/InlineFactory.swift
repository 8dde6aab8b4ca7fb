/// A factory whose building is a closure.
@MainActor
public struct InlineFactory<VC: UIViewController, C>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    private let block: (C) throws -> VC

    /// Creates a factory that builds with `block`.
    public init(_ block: @escaping (C) throws -> VC) {
        self.block = block
    }

    /// Creates a factory that builds by evaluating `viewController` each time.
    public init(viewController: @autoclosure @escaping () throws -> VC) {
        self.block = { _ in try viewController() }
    }

    /// Calls the closure.
    public func build(with context: C) throws -> VC {
        try block(context)
    }
}
