/// Configures the view controller of a step with the navigation's context, whether the router
/// found it or built it, before it is integrated.
@MainActor
public protocol ContextTask {
    /// The type of controller the task configures.
    associatedtype ViewController: UIViewController

    /// The type of context the task applies.
    associatedtype Context

    /// Checks the context before the navigation starts; throw to cancel it at once.
    mutating func prepare(with context: Context) throws

    /// Applies `context` to `viewController`.
    func perform(on viewController: ViewController, with context: Context) throws

    /// RouteComposer 1.x's name for ``perform(on:with:)``.
    ///
    /// Each name has a default that calls the other, so a task implements exactly one of them;
    /// a 1.x task that implements only this one gets a deprecation warning naming the 2.x method.
    func apply(on viewController: ViewController, with context: Context) throws
}

extension ContextTask {
    /// Does nothing.
    public mutating func prepare(with context: Context) throws {}

    /// Prepares a copy with `context` and applies it to `viewController`.
    public func execute(on viewController: ViewController, with context: Context) throws {
        var task = self
        try task.prepare(with: context)
        try task.perform(on: viewController, with: context)
    }
}

extension ContextTask where Context == Any? {
    /// Prepares with a `nil` context.
    public mutating func prepare() throws { try prepare(with: nil) }
    /// Applies a `nil` context.
    public func perform(on viewController: ViewController) throws { try perform(on: viewController, with: nil) }
    /// Prepares a copy and applies a `nil` context.
    public func execute(on viewController: ViewController) throws { try execute(on: viewController, with: nil) }
}

extension ContextTask where Context == Void {
    /// Prepares with the empty context.
    public mutating func prepare() throws { try prepare(with: ()) }
    /// Applies the empty context.
    public func perform(on viewController: ViewController) throws { try perform(on: viewController, with: ()) }
    /// Prepares a copy and applies the empty context.
    public func execute(on viewController: ViewController) throws { try execute(on: viewController, with: ()) }
}
