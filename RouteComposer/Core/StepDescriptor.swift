/// What a step is made of, by type name, for logs and error locations.
struct StepDescriptor: CustomStringConvertible {
    var viewControllerType: String
    var contextType: String
    var finderType: String?
    var factoryType: String?
    var actionType: String?

    func location(_ phase: RoutingErrorLocation.Phase, index: Int?, viewController: UIViewController? = nil) -> RoutingErrorLocation {
        RoutingErrorLocation(phase: phase, stepIndex: index, finderType: finderType, factoryType: factoryType,
                             actionType: actionType, contextType: contextType, viewController: viewController.map { "\($0)" })
    }

    var description: String {
        var parts = ["\(viewControllerType) step"]
        if let finderType { parts.append("finder \(finderType)") }
        if let factoryType { parts.append("factory \(factoryType)") }
        if let actionType { parts.append("action \(actionType)") }
        parts.append("context \(contextType)")
        return parts.joined(separator: ", ")
    }
}

/// `String(reflecting:)` of a type, shortened to drop the module name of this library.
func typeName(_ type: Any.Type) -> String {
    String(reflecting: type)
}
