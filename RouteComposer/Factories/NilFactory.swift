/// Builds nothing: the step's controller is created by another step (a storyboard scene, a
/// container's children), and the step only finds it.
///
/// The router drops this factory when it assembles the step. Calling it directly is a
/// configuration mistake and throws.
@MainActor
public struct NilFactory<VC: UIViewController, C>: Factory, NilEntity {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// Creates the factory.
    public init() {}

    /// Always throws: a nil factory is not meant to run.
    public mutating func prepare(with context: C) throws {
        throw RoutingError.compositionFailed(
            .init("NilFactory<\(String(reflecting: VC.self)), \(String(reflecting: C.self))> was asked to prepare; it is a placeholder that the router drops."))
    }

    /// Always throws: a nil factory is not meant to run.
    public func build(with context: C) throws -> VC {
        throw RoutingError.compositionFailed(
            .init("NilFactory<\(String(reflecting: VC.self)), \(String(reflecting: C.self))> was asked to build; it is a placeholder that the router drops."))
    }
}
