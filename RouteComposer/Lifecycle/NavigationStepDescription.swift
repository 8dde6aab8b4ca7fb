/// One step of a destination as an observer sees it: its position and what it is made of, by
/// type name.
///
/// Type names are `String(reflecting:)` of the types, so they include the module. A step that has
/// no finder, factory or action leaves that name nil.
public struct NavigationStepDescription: Hashable, Sendable, CustomStringConvertible {
    /// The step's position counted from the destination, which is 0; nil for a step that is not
    /// part of the chain walked (a window's root found by the origin step has one).
    public let index: Int?
    /// The type of the controller the step finds or builds.
    public let viewControllerType: String
    /// The type of the context the step takes.
    public let contextType: String
    /// The finder's type, if the step has one.
    public let finderType: String?
    /// The factory's type, if the step has one.
    public let factoryType: String?
    /// The action's type, if the step has one.
    public let actionType: String?

    init(_ descriptor: StepDescriptor, index: Int?) {
        self.index = index
        viewControllerType = descriptor.viewControllerType
        contextType = descriptor.contextType
        finderType = descriptor.finderType
        factoryType = descriptor.factoryType
        actionType = descriptor.actionType
    }

    /// The step's types, with its index when it has one.
    public var description: String {
        let descriptor = StepDescriptor(
            viewControllerType: viewControllerType, contextType: contextType, finderType: finderType,
            factoryType: factoryType, actionType: actionType)
        return index.map { "step \($0): \(descriptor)" } ?? descriptor.description
    }
}
