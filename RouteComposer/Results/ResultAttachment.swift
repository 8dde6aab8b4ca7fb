/// The context task a flow that returns a value adds to its destination's last step: connects
/// the flow to the controller the step finds or builds, before it is integrated.
@MainActor
struct ResultAttachment<VC: ResultProducing>: ContextTask {
    typealias ViewController = VC
    typealias Context = Any?

    let flow: ResultFlow<VC.Output>

    func perform(on viewController: VC, with context: Any?) throws {
        try flow.attach(viewController, channel: viewController.resultChannel)
    }
}

extension ResultAttachment {
    /// `head` with this task added to the step that produces the destination's controller: the
    /// first step with a controller, past steps that convert the context, and in every chain a
    /// switch may choose. Nil when the chain ends at an origin, which runs no tasks.
    func attached(to head: StepLink) -> StepLink? {
        switch head.kind {
        case .entity(let entity):
            return entity.adding(ContextTaskBox(self))
        case .converting(let converting):
            return attached(to: converting.previous).map { ConvertingStep(transformer: converting.transformer, previous: $0) }
        case .switcher(let switcher):
            let resolvers = switcher.resolvers.map { resolve in
                { (context: AnyContext) -> StepLink? in resolve(context).flatMap { attached(to: $0) } }
            }
            return SwitchStep(
                resolvers: resolvers, description: switcher.description, cases: switcher.cases,
                viewControllerType: switcher.viewControllerType)
        case .origin:
            return nil
        }
    }

    private func attached(to link: StepLink?) -> StepLink? {
        link.flatMap { attached(to: $0) }
    }
}
