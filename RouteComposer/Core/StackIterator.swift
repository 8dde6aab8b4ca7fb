/// Walks the view-controller hierarchy for finders.
@MainActor
public protocol StackIterator {
    /// The first controller, in the iterator's order, for which `predicate` is true.
    func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController?
}
