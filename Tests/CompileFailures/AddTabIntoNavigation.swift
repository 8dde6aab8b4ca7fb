// EXPECT: requires the types 'UITabBarController' and 'UINavigationController' be equivalent
// Adding a tab needs a tab bar controller; a new navigation controller is not one.
@MainActor func configuration() {
    _ = StepAssembler<ProductViewController, Any?>().finder(.nilFinder).factory(.classFactory)
        .using(.addTab)
        .from(.navigationController)
        .using(.present)
        .from(.current)
        .assemble()
}
