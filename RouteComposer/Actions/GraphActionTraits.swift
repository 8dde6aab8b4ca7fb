/// What a navigation graph knows about an action beyond its type: the short label of its edge,
/// and whether it leaves the controller it integrates without a parent container.
package struct GraphActionTraits: Hashable, Sendable {
    /// "push", "present", "add tab", or the action type's own name.
    package let label: String
    /// True when the integrated controller has no parent afterwards (presented, or the window's
    /// root), so no container action can find a container above it.
    package let leavesWithoutParent: Bool
}
