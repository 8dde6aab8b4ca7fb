/// Turns the context of the steps after it into the context the steps before it need, so one
/// chain can mix context types: a product screen reached through a screen that wants only an id.
@MainActor
public protocol ContextTransformer {
    /// The context the transformer receives.
    associatedtype SourceContext

    /// The context the transformer produces.
    associatedtype TargetContext

    /// Converts `context`; throwing cancels the navigation.
    func transform(_ context: SourceContext) throws -> TargetContext
}
