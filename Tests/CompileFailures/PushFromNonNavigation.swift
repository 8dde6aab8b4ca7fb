// EXPECT: requires the types 'UINavigationController' and
// A push integrates into a navigation controller, so the step it follows must produce one:
// here it follows a plain controller step.
@MainActor func configuration() {
    let list = StepAssembler<ListViewController, Any?>().finder(.classFinder).factory(.classFactory).using(.present).from(.current).assemble()
    _ = StepAssembler<ProductViewController, Any?>().finder(.nilFinder).factory(.classFactory)
        .using(.push)
        .from(list)
        .assemble()
}
