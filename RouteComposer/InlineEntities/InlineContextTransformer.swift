/// A context transformer made of a closure, for a one-off conversion without declaring a type.
@MainActor
public final class InlineContextTransformer<SourceContext, TargetContext>: ContextTransformer {
    private let block: (SourceContext) throws -> TargetContext

    /// Creates the transformer; `block` converts the context, and throwing fails the navigation.
    public init(_ block: @escaping (SourceContext) throws -> TargetContext) {
        self.block = block
    }

    /// Runs the closure.
    public func transform(_ context: SourceContext) throws -> TargetContext {
        try block(context)
    }
}
