// EXPECT: cannot convert value of type
// Every step of a chain shares one context type unless a transformer adapts it: a String step
// cannot continue from an Int chain.
@MainActor func configuration() {
    let list = StepAssembler<ListViewController, Int>().finder(.classFinder).factory(.classFactory).using(.present).from(.current).assemble()
    _ = StepAssembler<ProductViewController, String>().finder(.nilFinder).factory(.classFactory)
        .using(.present)
        .from(list)
        .assemble()
}
