/// What the library knows about an action beyond performing it, in one value: how a navigation
/// graph labels it, where it leaves the controller it integrates, what it takes off the screen,
/// and whether it replaces the window's root. The planner's previews, the rollback journal and the graph all read it.
///
/// The library's own actions describe themselves (``TraitsDescribedAction``); an app's action is
/// known by its type name only, and what it removes is unknown.
@MainActor
struct ActionTraits {
    /// What integrating a controller takes off the screen.
    enum Removals {
        /// Nothing: the action pushes, presents, adds a tab, or leaves things where they are.
        case nothing
        /// What the closure names, given the controller integrated and the one it goes into.
        case predicted((_ integrated: UIViewController, _ existing: UIViewController) -> [UIViewController])
        /// An app's action, which may remove anything.
        case unknown
    }

    /// "push", "present", "add tab", or the action type's own short name.
    let graphLabel: String
    /// True when the integrated controller has no parent afterwards (presented, or the window's
    /// root), so no container action can find a container above it.
    let leavesWithoutParent: Bool
    let removals: Removals
    /// True for an action that replaces the window's root, so the router checks first that
    /// everything in the window may go.
    let replacesRoot: Bool

    init(graphLabel: String, leavesWithoutParent: Bool, removals: Removals, replacesRoot: Bool = false) {
        self.graphLabel = graphLabel
        self.leavesWithoutParent = leavesWithoutParent
        self.removals = removals
        self.replacesRoot = replacesRoot
    }

    /// The traits of `action`: its own when it is one of the library's, otherwise its short
    /// type name, a parent assumed kept (so checks stay silent about it), and removals unknown.
    /// One conformance look-up, made when an action is boxed.
    static func of<A>(_ action: A) -> ActionTraits {
        if let described = action as? TraitsDescribedAction { return described.traits }
        return ActionTraits(graphLabel: baseTypeName(typeName(A.self)), leavesWithoutParent: false, removals: .unknown)
    }
}

/// One of the library's actions, which describes itself with one ``ActionTraits`` value.
@MainActor
protocol TraitsDescribedAction {
    var traits: ActionTraits { get }
}

/// The last component of a type name, without module or outer types, keeping its generic
/// arguments out: `Example.ReplaceImageAction` → `ReplaceImageAction`.
func baseTypeName(_ name: String) -> String {
    let withoutGenerics = name.prefix { $0 != "<" }
    return String(withoutGenerics.split(separator: ".").last ?? withoutGenerics[...])
}
