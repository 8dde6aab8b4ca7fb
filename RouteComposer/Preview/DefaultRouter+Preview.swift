extension DefaultRouter {
    /// What ``navigate(to:with:animated:completion:)`` to `step` with `context` would do if it
    /// started now, without changing anything on screen. See ``NavigationPreview``.
    ///
    /// The preview runs the navigation's first phase, the same code `navigate` runs, so it cannot
    /// disagree with it: the finders search the hierarchy, and the factories, interceptors and
    /// tasks are prepared with `context` on copies, as `navigate` prepares them. Nothing else runs:
    /// no factory builds, no action integrates, no interceptor or task is performed, nothing is
    /// dismissed or revealed, and no observer hears of it. A finder or a `prepare` with side
    /// effects has them in a preview too.
    ///
    /// The preview ignores the router's ``navigationQueue``: it describes the hierarchy as it is
    /// now, even while a navigation runs.
    ///
    /// - Throws: the error `navigate` would throw before changing anything: the same error, at
    ///   the same location, such as ``RoutingError/initialController(_:_:)`` when no step finds a
    ///   controller to start from.
    public func preview<Context>(to step: DestinationStep<some UIViewController, Context>, with context: Context) throws -> NavigationPreview {
        let head = step.head
        let plan = try makePlan(to: head, context: AnyContext(context))
        guard let origin = plan.origin else {
            // The plan holds its origin weakly, and the finder just returned it; only a finder
            // returning a controller nothing else holds gets here, as `navigate` would fail then too.
            throw RoutingError.initialController(
                .deallocated,
                .init(
                    "\(plan.originText), the view controller to start from, was deallocated.",
                    location: plan.originLocation))
        }
        return NavigationPreviewer(handler: stackPresentationHandler, locator: containerAdapterLocator)
            .preview(of: plan, origin: origin, destination: head.summary)
    }

    /// What navigating to `step` with a nil context would do now. See ``preview(to:with:)``.
    public func preview(to step: DestinationStep<some UIViewController, Any?>) throws -> NavigationPreview {
        try preview(to: step, with: nil)
    }

    /// What navigating to `step`, which takes no context, would do now. See ``preview(to:with:)``.
    public func preview(to step: DestinationStep<some UIViewController, Void>) throws -> NavigationPreview {
        try preview(to: step, with: ())
    }

    /// What navigating to `destination` with the context it carries would do now, an
    /// ``AnyDestination`` included. See ``preview(to:with:)``.
    public func preview<VC: UIViewController, C>(to destination: Destination<VC, C>) throws -> NavigationPreview {
        try preview(to: destination.step, with: destination.context)
    }
}
