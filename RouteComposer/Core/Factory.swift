/// Builds one view controller.
///
/// A factory only creates; it never shows. Integrating the controller into the hierarchy is the
/// job of the step's ``Action``. Throwing from ``build(with:)`` during a navigation ends it; by then
/// the steps before this one may already be on screen, so check what you can in
/// ``AbstractFactory/prepare(with:)`` instead.
@MainActor
public protocol Factory: AbstractFactory {
    // Restated so the types can be inferred from `build(with:)`: inference does not look at
    // requirements of refining protocols for associated types declared in the refined one.
    associatedtype ViewController
    associatedtype Context

    /// Creates the view controller for `context`.
    func build(with context: Context) throws -> ViewController
}

extension Factory {
    /// Prepares a copy of the factory with `context` and builds with it; the factory itself is
    /// left untouched.
    public func execute(with context: Context) throws -> ViewController {
        var factory = self
        try factory.prepare(with: context)
        return try factory.build(with: context)
    }
}

extension Factory where Context == Any? {
    /// Builds with a `nil` context.
    public func build() throws -> ViewController {
        try build(with: nil)
    }

    /// Prepares a copy and builds, with a `nil` context.
    public func execute() throws -> ViewController {
        try execute(with: nil)
    }
}

extension Factory where Context == Void {
    /// Builds with the empty context.
    public func build() throws -> ViewController {
        try build(with: ())
    }

    /// Prepares a copy and builds, with the empty context.
    public func execute() throws -> ViewController {
        try execute(with: ())
    }
}
