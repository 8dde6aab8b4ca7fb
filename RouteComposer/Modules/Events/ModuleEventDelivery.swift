#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What became of an event a module sent through ``ModuleRegistry/send(_:)``: how many screens
/// and services received it, or why none did.
public struct ModuleEventDelivery: Sendable, CustomStringConvertible {
    /// The event's interface type, the type it was sent as.
    public let eventType: Any.Type
    /// How many live screens and services received the event; zero when it was not delivered.
    public let receiverCount: Int
    /// Why nobody received the event: ``ProblemCode/noEventReceiver`` when no module accepts its
    /// type, ``ProblemCode/eventReceiverNotAlive`` when the modules that accept it have no live
    /// screen or service. Nil when it was delivered.
    public let notDelivered: ModuleError?

    /// Whether at least one screen or service received the event.
    public var isDelivered: Bool { notDelivered == nil }

    /// How many received the event, or why none did.
    public var description: String {
        notDelivered.map { "not delivered: \($0)" } ?? "\(moduleTypeName(eventType)) delivered to \(receiverCount) receiver(s)"
    }
}
