#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// In RouteComposer 1.x a factory carried the action that integrates what it builds, and a
// container step was created with the action that integrates the container; the chain went
// straight from step to step. 2.x names each action in `using(_:)` between the steps. These
// deprecated `from(_:)` overloads find the carried action and insert it where 2.x expects it.
//
// 2.x rejects `StepAssembly(...).from(...)` at compile time for a factory that builds something
// (only a NilFactory step may skip `using`), and 1.x wrote exactly that. The overload is limited
// to class factories, as 1.x factories were, so the check stays a compile error for every factory
// of the library and every struct factory; a 2.x class factory gets a deprecation warning instead.

extension StepAssembly where FC: Factory & AnyObject {
    /// Continues with an intermediate step, integrating this step's controller with the action
    /// its factory carries in a stored `action` property, as a RouteComposer 1.x factory did.
    @available(
        *, deprecated, message: "Name the action in using(_:) before from(_:): .using(action).from(step). RouteComposer 2 factories do not carry an action."
    )
    @_disfavoredOverload
    public func from<V: UIViewController>(_ step: ActionToStepIntegrator<V, F.Context>) -> ActionConnectingAssembly<F.ViewController, F.Context> {
        ActionConnectingAssembly(templates: [entity.template(action: ActionBox(carriedBy: legacyFactory), tasks: tasks)], pending: step)
    }

    /// Ends with a destination, integrating this step's controller with the action its factory
    /// carries in a stored `action` property, as a RouteComposer 1.x factory did.
    @available(
        *, deprecated, message: "Name the action in using(_:) before from(_:): .using(action).from(step). RouteComposer 2 factories do not carry an action."
    )
    @_disfavoredOverload
    public func from<V: UIViewController>(_ step: DestinationStep<V, F.Context>) -> LastStepInChainAssembly<F.ViewController, F.Context> {
        LastStepInChainAssembly(head: [entity.template(action: ActionBox(carriedBy: legacyFactory), tasks: tasks)].linked(to: step.head))
    }
}

extension ActionConnectingAssembly {
    /// Continues with another intermediate step, integrating the pending one with the action it
    /// was created with, as a RouteComposer 1.x container step was.
    @available(*, deprecated, message: "Name the action in using(_:) before from(_:): .from(NavigationControllerStep()).using(action).from(step).")
    public func from<V: UIViewController>(_ step: ActionToStepIntegrator<V, Context>) -> ActionConnectingAssembly<ViewController, Context> {
        ActionConnectingAssembly(templates: templates + pending.templates(action: pendingAction), pending: step)
    }

    /// Ends with a destination, integrating the pending step with the action it was created
    /// with, as a RouteComposer 1.x container step was.
    @available(*, deprecated, message: "Name the action in using(_:) before from(_:): .from(NavigationControllerStep()).using(action).from(step).")
    public func from<V: UIViewController>(_ step: DestinationStep<V, Context>) -> LastStepInChainAssembly<ViewController, Context> {
        LastStepInChainAssembly(head: (templates + pending.templates(action: pendingAction)).linked(to: step.head))
    }

    private var pendingAction: ActionBox {
        pending.carriedAction ?? ActionBox(MissingCarriedAction(owner: "\(type(of: pending))"))
    }
}

extension NavigationControllerStep {
    /// RouteComposer 1.x's navigation controller step, created with the action that integrates it.
    @available(*, deprecated, message: "Use NavigationControllerStep() and name the action in using(_:): .from(NavigationControllerStep()).using(action).")
    public convenience init<A: Action>(action: A) {
        self.init()
        carriedAction = ActionBox(action)
    }

    /// RouteComposer 1.x's navigation controller step, created with the container action that integrates it.
    @available(*, deprecated, message: "Use NavigationControllerStep() and name the action in using(_:): .from(NavigationControllerStep()).using(action).")
    public convenience init<A: ContainerAction>(action: A) {
        self.init()
        carriedAction = ActionBox(action)
    }
}

extension TabBarControllerStep {
    /// RouteComposer 1.x's tab bar controller step, created with the action that integrates it.
    @available(*, deprecated, message: "Use TabBarControllerStep() and name the action in using(_:): .from(TabBarControllerStep()).using(action).")
    public convenience init<A: Action>(action: A) {
        self.init()
        carriedAction = ActionBox(action)
    }

    /// RouteComposer 1.x's tab bar controller step, created with the container action that integrates it.
    @available(*, deprecated, message: "Use TabBarControllerStep() and name the action in using(_:): .from(TabBarControllerStep()).using(action).")
    public convenience init<A: ContainerAction>(action: A) {
        self.init()
        carriedAction = ActionBox(action)
    }
}

extension ActionBox {
    /// The action a 1.x factory stores in its `action` property; one that fails the navigation
    /// when there is none, since a chain without the action cannot integrate the controller.
    init(carriedBy factory: Any?) {
        let carried = factory.flatMap { factory in Mirror(reflecting: factory).children.first { $0.label == "action" }?.value }
        if let container = carried as? any ContainerAction {
            self.init(container)
        } else if let plain = carried as? any Action {
            self.init(plain)
        } else {
            self.init(MissingCarriedAction(owner: factory.map { "\(type(of: $0))" } ?? "the factory"))
        }
    }
}

/// Stands for the action a 1.x chain did not carry: it fails the navigation, naming the owner.
struct MissingCarriedAction: Action {
    let owner: String

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        completion(.failure(RoutingError.compositionFailed(.init("\(owner) carries no action to integrate \(viewController); name it in using(_:)."))))
    }
}
