/// A finder that walks the view-controller hierarchy with a ``StackIterator`` and returns the
/// first controller of its type that ``isTarget(_:with:)`` accepts.
@MainActor
public protocol StackIteratingFinder: Finder {
    // Restated so the types can be inferred from this protocol's own requirements.
    associatedtype ViewController
    associatedtype Context

    /// How the hierarchy is walked, and from where.
    var iterator: StackIterator { get }

    /// True when `viewController` is the one this finder looks for, given `context`.
    func isTarget(_ viewController: ViewController, with context: Context) -> Bool
}

extension StackIteratingFinder {
    /// The first controller the iterator reaches that has the finder's type and is a target.
    public func findViewController(with context: Context) throws -> ViewController? {
        // Whether a controller has the finder's type depends on its class alone, and a stack holds
        // long runs of one class: the class last refused is refused again without the runtime's
        // cast, which walks the class's superclasses.
        var refusedClass: ObjectIdentifier?
        let match = try iterator.firstViewController { candidate in
            let candidateClass = ObjectIdentifier(type(of: candidate))
            guard candidateClass != refusedClass else { return false }
            guard let typed = candidate as? ViewController else {
                refusedClass = candidateClass
                return false
            }
            return isTarget(typed, with: context)
        }
        return match as? ViewController
    }
}
