// EXPECT: cannot convert value of type
// A destination demands a context of its type when navigated to.
@MainActor func configuration(router: DefaultRouter) throws {
    let product = StepAssembler<ProductViewController, String>().finder(.classFinder).factory(.classFactory).using(.present).from(.current).assemble()
    try router.navigate(to: product, with: 42, animated: false, completion: nil)
}
