/// What a step is made of, by type name, for logs and error locations.
///
/// An immutable object rather than a value: every navigation hands its steps' descriptors on to
/// the builds it plans and the events it reports, and a copy is then one retain instead of one
/// for each type name.
package final class StepDescriptor: CustomStringConvertible, Sendable {
    let viewControllerType: String
    package let contextType: String
    package let finderType: String?
    let factoryType: String?
    let actionType: String?
    /// Built once, with the step: every navigation names its destination by it.
    package let description: String

    init(
        viewControllerType: String, contextType: String, finderType: String? = nil, factoryType: String? = nil,
        actionType: String? = nil
    ) {
        self.viewControllerType = viewControllerType
        self.contextType = contextType
        self.finderType = finderType
        self.factoryType = factoryType
        self.actionType = actionType
        var parts = ["\(viewControllerType) step"]
        if let finderType { parts.append("finder \(finderType)") }
        if let factoryType { parts.append("factory \(factoryType)") }
        if let actionType { parts.append("action \(actionType)") }
        parts.append("context \(contextType)")
        description = parts.joined(separator: ", ")
    }

    func location(_ phase: RoutingErrorLocation.Phase, index: Int?, viewController: UIViewController? = nil) -> RoutingErrorLocation {
        RoutingErrorLocation(
            phase: phase, stepIndex: index, finderType: finderType, factoryType: factoryType,
            actionType: actionType, contextType: contextType, viewController: viewController.map { "\($0)" })
    }
}

/// `String(reflecting:)` of a type: the fully qualified name.
///
/// Read from the runtime, which caches it per type; `String(reflecting:)` builds a `Mirror` first
/// and was the largest single cost of assembling a destination.
package func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: true)
}

/// ``typeName(_:)`` under a name no member hides, for types with a `typeName` property of their
/// own: a module-qualified call would not do, the module being `RouteComposerCore` in the Swift
/// package and `RouteComposer` under CocoaPods.
enum LibraryTypeName {
    static func of(_ type: Any.Type) -> String { typeName(type) }
}
