/// Finds the first controller of type `VC` that says, through ``ContextChecking``, that it shows
/// what the context asks for: the product screen of this product id.
@MainActor
public struct ClassWithContextFinder<VC: ContextChecking, C>: StackIteratingFinder, IteratorBackedFinder where VC: UIViewController, VC.Context == C {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the hierarchy is searched.
    public let iterator: StackIterator

    /// Creates a finder that searches with `iterator`.
    public init(iterator: StackIterator = RouteComposerDefaults.shared.stackIterator) {
        self.iterator = iterator
    }

    /// Asks the controller.
    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        viewController.isTarget(for: context)
    }
}
