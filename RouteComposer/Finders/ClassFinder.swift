/// Finds the first controller of type `VC` in the hierarchy, nearest to the user first.
@MainActor
public struct ClassFinder<VC: UIViewController, C>: StackIteratingFinder, IteratorBackedFinder {
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

    /// Every controller of type `VC` is a target.
    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        true
    }
}
