/// Stops the two names of a 1.x/2.x method pair from calling each other forever.
///
/// Each entity protocol answers to its RouteComposer 1.x method name and its 2.x name, each
/// defaulting to the other, so a type written for either version works. A type that implements
/// neither (a misspelt method, say) compiles with a deprecation warning; without this bridge its
/// first call would recurse until the stack overflows. The bridge notices the second entry into
/// the 2.x default for the same type during one call and ends it with a typed error instead.
@MainActor
enum LegacyMethodBridge {
    private static var crossing: Set<ObjectIdentifier> = []

    /// Runs `body`, the call from the 2.x default into the 1.x name, for `type`; returns false
    /// without running it when `type` is already crossing, which means it implements neither name.
    static func cross(for type: Any.Type, _ body: () throws -> Void) rethrows -> Bool {
        let key = ObjectIdentifier(type)
        guard crossing.insert(key).inserted else { return false }
        defer { crossing.remove(key) }
        try body()
        return true
    }

    /// The error for `type`, which implements neither `modern` nor `legacy`.
    static func neitherImplemented(_ type: Any.Type, modern: String, legacy: String) -> RoutingError {
        RoutingError.compositionFailed(
            .init("\(String(reflecting: type)) implements neither \(modern) nor its RouteComposer 1.x name \(legacy); implement \(modern)."))
    }
}
