/// Finds a view controller that is already in the hierarchy.
///
/// The router asks the finder of every step, from the destination back towards the origin, and
/// starts building after the deepest step whose controller it finds. A finder only looks: it must
/// not change what it finds.
@MainActor
public protocol Finder {
    /// The type of view controller the finder looks for.
    associatedtype ViewController: UIViewController

    /// The type of context the finder matches against.
    associatedtype Context

    /// The view controller that matches `context`, or nil when there is none.
    ///
    /// Throwing stops the navigation before any UI change.
    func findViewController(with context: Context) throws -> ViewController?
}

extension Finder {
    /// Like ``findViewController(with:)``, with an error treated as "not found".
    public func getViewController(with context: Context) -> ViewController? {
        try? findViewController(with: context)
    }
}

extension Finder where Context == Any? {
    /// Finds with a `nil` context.
    public func findViewController() throws -> ViewController? {
        try findViewController(with: nil)
    }

    /// Finds with a `nil` context, treating an error as "not found".
    public func getViewController() -> ViewController? {
        getViewController(with: nil)
    }
}

extension Finder where Context == Void {
    /// Finds with the empty context.
    public func findViewController() throws -> ViewController? {
        try findViewController(with: ())
    }

    /// Finds with the empty context, treating an error as "not found".
    public func getViewController() -> ViewController? {
        getViewController(with: ())
    }
}
