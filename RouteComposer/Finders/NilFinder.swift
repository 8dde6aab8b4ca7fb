/// Finds nothing: a step with this finder always builds its controller.
@MainActor
public struct NilFinder<VC: UIViewController, C>: Finder, NilEntity {
    public typealias ViewController = VC
    public typealias Context = C

    /// Creates the finder.
    public init() {}

    /// Nil.
    public func findViewController(with context: C) throws -> VC? {
        nil
    }
}
