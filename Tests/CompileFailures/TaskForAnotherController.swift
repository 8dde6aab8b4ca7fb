// EXPECT: no exact matches in call to instance method 'adding'
// A context task configures a specific controller type; ProductTask cannot be added to a list step.
@MainActor func configuration() {
    _ = StepAssembler<ListViewController, String>().finder(.classFinder).factory(.classFactory)
        .adding(ProductTask())
        .using(.present)
        .from(.current)
        .assemble()
}
