/// Finds one given controller while it is alive. It holds the controller weakly.
@MainActor
public struct InstanceFinder<VC: UIViewController, C>: Finder {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The controller, or nil once it is deallocated.
    public private(set) weak var instance: VC?

    /// Creates a finder for `instance`.
    public init(instance: VC) {
        self.instance = instance
    }

    /// The controller, if it is still alive.
    public func findViewController(with context: C) throws -> VC? {
        instance
    }
}
