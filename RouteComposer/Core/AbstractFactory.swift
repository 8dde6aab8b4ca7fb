/// The common ground of the two kinds of factory: something that creates a view controller of a
/// known type from a context of a known type.
///
/// The router calls ``prepare(with:)`` on a copy of every factory it will use before it changes
/// anything on screen, so a factory that cannot work with the given context can stop the
/// navigation while nothing has happened yet.
@MainActor
public protocol AbstractFactory {
    /// The type of view controller the factory creates.
    associatedtype ViewController: UIViewController

    /// The type of context the factory needs.
    associatedtype Context

    /// Checks the context and captures what the factory needs from it, before any UI change.
    ///
    /// Throw to cancel the navigation: the router reports the error and leaves the screen as it was.
    mutating func prepare(with context: Context) throws
}

extension AbstractFactory {
    /// Does nothing: most factories need no preparation.
    public mutating func prepare(with context: Context) throws {}
}

extension AbstractFactory where Context == Any? {
    /// Prepares the factory with a `nil` context.
    public mutating func prepare() throws {
        try prepare(with: nil)
    }
}

extension AbstractFactory where Context == Void {
    /// Prepares the factory with the empty context.
    public mutating func prepare() throws {
        try prepare(with: ())
    }
}
