/// The controllers predicted to leave the hierarchy, each once, in the order they were predicted:
/// a controller leaves with everything it contains and presents, as a census after the change
/// would find.
@MainActor
struct LeavingSet {
    private(set) var controllers: [UIViewController] = []
    private var seen = Set<ObjectIdentifier>()

    /// Adds `leaving` and everything reachable from each, returning the controllers not added before.
    @discardableResult
    mutating func add(_ leaving: [UIViewController]) -> [ControllerReference] {
        var added: [ControllerReference] = []
        for controller in leaving.flatMap(\.reachableControllers) where seen.insert(ObjectIdentifier(controller)).inserted {
            controllers.append(controller)
            added.append(ControllerReference(controller))
        }
        return added
    }

    var references: [ControllerReference] {
        controllers.map(ControllerReference.init)
    }
}
