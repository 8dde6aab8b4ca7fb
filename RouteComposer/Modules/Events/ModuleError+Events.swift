#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ProblemCode {
    /// An event was sent that no module accepts.
    public static let noEventReceiver = ProblemCode("noEventReceiver")
    /// An event was sent that modules accept, but none of them has a live screen or an existing
    /// service to receive it.
    public static let eventReceiverNotAlive = ProblemCode("eventReceiverNotAlive")
}

extension ModuleError {
    /// No module accepts events of type `eventType`.
    public static func noEventReceiver(_ eventType: Any.Type) -> ModuleError {
        ModuleError(
            code: .noEventReceiver,
            message: "No module accepts the event \(moduleTypeName(eventType)); it was not delivered.",
            requiredType: eventType)
    }

    /// The modules keyed by `receivers` accept events of type `eventType`, but none had a live
    /// screen or an existing service when one was sent.
    public static func eventReceiverNotAlive(_ eventType: Any.Type, receivers: [(type: Any.Type, kind: ModuleKind)]) -> ModuleError {
        let names = receivers.map { "the \($0.kind.rawValue) module \(moduleTypeName($0.type))" }.joined(separator: ", ")
        return ModuleError(
            code: .eventReceiverNotAlive,
            message: "The event \(moduleTypeName(eventType)) was not delivered: \(names) accept it, but none has a "
                + "live screen or an existing service.",
            requiredType: eventType, detail: names)
    }
}
