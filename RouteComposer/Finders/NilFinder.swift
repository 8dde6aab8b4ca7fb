/// Finds nothing: a step with this finder always builds its controller.
@MainActor
public struct NilFinder<VC: UIViewController, C>: Finder, NilEntity {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// Creates the finder.
    public init() {}

    /// Nil.
    public func findViewController(with context: C) throws -> VC? {
        nil
    }
}
