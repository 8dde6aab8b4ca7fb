// EXPECT: referencing instance method 'from' on 'StepAssembly' requires that
// A step whose factory builds something must say how it is integrated (`using`) before `from`;
// only a NilFactory step, found after others built it, goes straight to `from`. (The compiler,
// looking for a `from`, reports the requirement of the nearest one: the deprecated 1.x `from`
// for class factories that carry their action, see RouteComposer/Compatibility.)
@MainActor func configuration() {
    _ = StepAssembler<ProductViewController, Any?>().finder(.nilFinder).factory(.classFactory)
        .from(.current)
        .assemble()
}
