/// Finds the navigation controller showing a split view controller's details, expanded or collapsed.
///
/// Expanded, it is the last column when that is a navigation controller. Collapsed, UIKit has
/// folded it into the primary navigation controller, where it is the last child.
@MainActor
public struct DetailsNavigationFinder<C>: IteratorBackedFinder {
    /// The type of view controller this entity works with.
    public typealias ViewController = UINavigationController
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the split view controller is found.
    public let iterator: StackIterator

    /// Creates the finder.
    public init(iterator: StackIterator = RouteComposerDefaults.shared.stackIterator) {
        self.iterator = iterator
    }

    /// The details navigation controller of the first split view controller found, or nil.
    public func findViewController(with context: C) throws -> UINavigationController? {
        guard let split = try ClassFinder<UISplitViewController, C>(iterator: iterator).findViewController(with: context) else {
            return nil
        }
        let columns = split.viewControllers
        if columns.count > 1 {
            return columns.last as? UINavigationController
        }
        guard let primary = columns.first as? UINavigationController, primary.viewControllers.count > 1 else { return nil }
        return primary.viewControllers.last as? UINavigationController
    }
}
