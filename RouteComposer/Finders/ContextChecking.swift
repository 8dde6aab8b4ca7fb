/// A view controller that can tell whether it already shows what a context asks for, so that
/// ``ClassWithContextFinder`` reuses it instead of building another.
@MainActor
public protocol ContextChecking {
    /// The type of context the controller compares itself with.
    associatedtype Context

    /// True when the controller already shows what `context` asks for.
    func isTarget(for context: Context) -> Bool
}
