// EXPECT: no exact matches in call to instance method 'adding'
// An interceptor works with the step's context; an Int interceptor cannot guard a String step.
@MainActor func configuration() {
    _ = StepAssembler<ProductViewController, String>().finder(.classFinder).factory(.classFactory)
        .adding(IntInterceptor())
        .using(.present)
        .from(.current)
        .assemble()
}
