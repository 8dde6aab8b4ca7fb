// EXPECT: has no member 'classFactory'
// A step whose factory builds something must say how it is integrated (`using`) before `from`
// (the compiler, looking for a `from`, reports the only factory that would allow one);
// only a NilFactory step, found after others built it, goes straight to `from`.
@MainActor func configuration() {
    _ = StepAssembler<ProductViewController, Any?>().finder(.nilFinder).factory(.classFactory)
        .from(.current)
        .assemble()
}
