// EXPECT: requires the types
// The finder and the factory must agree on the controller type.
@MainActor func configuration() {
    _ = StepAssembly(finder: ClassFinder<ProductViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>())
}
