/// A container factory that builds children in by itself, which a navigation graph shows on the
/// container's node: the router's boxes keep no factory to ask afterwards.
@MainActor
protocol OwnChildrenDescribing {
    /// Each child's factory, described, in the order the children are built.
    var ownChildDescriptions: [String] { get }
    /// Every type of controller the children build, nested children included.
    var ownBuiltTypes: [UIViewController.Type] { get }
}

// Closures rather than key paths: a key path into a generic type is instantiated at run time on
// every use.
extension CompleteFactory: OwnChildrenDescribing {
    var ownChildDescriptions: [String] {
        children.map { $0.factoryDescription }
    }

    var ownBuiltTypes: [UIViewController.Type] {
        children.flatMap { $0.builtTypes }
    }
}
