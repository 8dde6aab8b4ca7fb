/// What a navigation graph knows about an action beyond its type: the short label of its edge,
/// and whether it leaves the controller it integrates without a parent container.
package struct GraphActionTraits: Hashable, Sendable {
    /// "push", "present", "add tab", or the action type's own name.
    package let label: String
    /// True when the integrated controller has no parent afterwards (presented, or the window's
    /// root), so no container action can find a container above it.
    package let leavesWithoutParent: Bool
}

/// An action whose edge a navigation graph labels by what it does rather than by its type name.
@MainActor
protocol GraphDescribedAction {
    static var graphTraits: GraphActionTraits { get }
}

/// The traits of action type `A`: its own when it describes itself, otherwise its short type
/// name and an unknown placement (assumed to keep a parent, so checks stay silent about it).
@MainActor
func graphActionTraits<A>(_ type: A.Type) -> GraphActionTraits {
    if let described = type as? any GraphDescribedAction.Type {
        return described.graphTraits
    }
    return GraphActionTraits(label: baseTypeName(typeName(type)), leavesWithoutParent: false)
}

/// The last component of a type name, without module or outer types, keeping its generic
/// arguments out: `Example.ReplaceImageAction` → `ReplaceImageAction`.
func baseTypeName(_ name: String) -> String {
    let withoutGenerics = name.prefix { $0 != "<" }
    return String(withoutGenerics.split(separator: ".").last ?? withoutGenerics[...])
}

extension NavigationControllerActions.PushAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "push", leavesWithoutParent: false) }
}

extension NavigationControllerActions.PushAsRootAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "push as root", leavesWithoutParent: false) }
}

extension NavigationControllerActions.PushReplacingLastAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "push replacing last", leavesWithoutParent: false) }
}

extension TabBarControllerActions.AddTabAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "add tab", leavesWithoutParent: false) }
}

extension SplitViewControllerActions.SetAsMasterAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "set as primary", leavesWithoutParent: false) }
}

extension SplitViewControllerActions.PushToDetailsAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "push to details", leavesWithoutParent: false) }
}

extension SplitViewControllerActions.PushOnToDetailsAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "push onto details", leavesWithoutParent: false) }
}

extension ViewControllerActions.PresentModallyAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "present", leavesWithoutParent: true) }
}

extension ViewControllerActions.ReplaceRootAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "replace root", leavesWithoutParent: true) }
}

extension ViewControllerActions.NilAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { GraphActionTraits(label: "already in place", leavesWithoutParent: false) }
}

// Wrappers change when an action runs, not what it does, so the graph shows the wrapped action.

extension CATransactionWrappedAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { graphActionTraits(A.self) }
}

extension CATransactionWrappedContainerAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { graphActionTraits(A.self) }
}

extension DispatchQueueWrappedAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { graphActionTraits(A.self) }
}

extension DispatchQueueWrappedContainerAction: GraphDescribedAction {
    static var graphTraits: GraphActionTraits { graphActionTraits(A.self) }
}
