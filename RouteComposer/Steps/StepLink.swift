/// One link of an assembled destination. Links point from the destination back towards the
/// origin; the router walks them in that order until a step finds its controller.
///
/// A protocol rather than a base class, so that there is no link without a ``kind``: the router,
/// the planner and the graph switch over ``kind`` with no `default`, and a new kind of step is a
/// new case of ``StepKind`` that each of them must handle before the library compiles again.
@MainActor
package protocol StepLink: AnyObject {
    /// The next link towards the origin.
    var previous: StepLink? { get }
    /// What the link is, with the link itself as that kind's type.
    var kind: StepKind { get }
}

/// Every kind of link, closed so that each `switch` over a link's ``StepLink/kind`` handles all of them.
@MainActor
package enum StepKind {
    /// A step with a controller to find or build.
    case entity(EntityStep)
    /// A step that converts the context for the steps towards the origin.
    case converting(ConvertingStep)
    /// A step that chooses the chain that continues towards the origin.
    case switcher(SwitchStep)
    /// The end of a chain.
    case origin(OriginStep)
}

/// A step with a controller: how to find it, how to build it, how to integrate it, and the
/// tasks that guard, configure and follow it.
@MainActor
package final class EntityStep: StepLink {
    package let previous: StepLink?
    package let finder: FinderBox?
    package let factory: FactoryBox?
    /// How this step's controller is integrated into the previous step's. Nil only on a step
    /// whose controller is always found (an origin written as an entity).
    package let action: ActionBox?
    package let interceptors: [InterceptorBox]
    package let contextTasks: [ContextTaskBox]
    package let postTasks: [PostTaskBox]
    package let descriptor: StepDescriptor
    /// The type of controller the step produces.
    package let viewControllerType: UIViewController.Type

    convenience init(
        finder: FinderBox?, factory: FactoryBox?, action: ActionBox?,
        interceptors: [InterceptorBox] = [], contextTasks: [ContextTaskBox] = [], postTasks: [PostTaskBox] = [],
        viewControllerType: UIViewController.Type, contextType: Any.Type, previous: StepLink?
    ) {
        let descriptor = StepDescriptor(
            viewControllerType: typeName(viewControllerType), contextType: typeName(contextType),
            finderType: finder?.typeName, factoryType: factory?.typeName, actionType: action?.typeName)
        self.init(
            finder: finder, factory: factory, action: action, interceptors: interceptors, contextTasks: contextTasks,
            postTasks: postTasks, viewControllerType: viewControllerType, descriptor: descriptor, previous: previous)
    }

    /// The same step linked to `previous`.
    func linked(to previous: StepLink?) -> EntityStep {
        EntityStep(
            finder: finder, factory: factory, action: action, interceptors: interceptors, contextTasks: contextTasks,
            postTasks: postTasks, viewControllerType: viewControllerType, descriptor: descriptor, previous: previous)
    }

    /// The same step with `contextTask` run after its own tasks, on the controller it finds or
    /// builds.
    func adding(_ contextTask: ContextTaskBox) -> EntityStep {
        EntityStep(
            finder: finder, factory: factory, action: action, interceptors: interceptors, contextTasks: contextTasks + [contextTask],
            postTasks: postTasks, viewControllerType: viewControllerType, descriptor: descriptor, previous: previous)
    }

    private init(
        finder: FinderBox?, factory: FactoryBox?, action: ActionBox?, interceptors: [InterceptorBox],
        contextTasks: [ContextTaskBox], postTasks: [PostTaskBox], viewControllerType: UIViewController.Type,
        descriptor: StepDescriptor, previous: StepLink?
    ) {
        self.finder = finder
        self.factory = factory
        self.action = action
        self.interceptors = interceptors
        self.contextTasks = contextTasks
        self.postTasks = postTasks
        self.viewControllerType = viewControllerType
        self.descriptor = descriptor
        self.previous = previous
    }

    package var kind: StepKind { .entity(self) }
}

/// A step that converts the context for every step after it (towards the origin).
@MainActor
package final class ConvertingStep: StepLink {
    package let transformer: TransformerBox
    package let previous: StepLink?

    init(transformer: TransformerBox, previous: StepLink?) {
        self.transformer = transformer
        self.previous = previous
    }

    package var kind: StepKind { .converting(self) }
}

/// A step that chooses, with the context of the moment, which chain continues towards the origin.
@MainActor
package final class SwitchStep: StepLink {
    /// Tried in order; the first that returns a chain wins.
    let resolvers: [(AnyContext) -> StepLink?]
    package let description: String
    /// What each resolver leads to, as far as it is known before navigating, in the same order;
    /// only a navigation graph reads it.
    package let cases: [SwitchCase]
    /// The type of controller every case leads to.
    package let viewControllerType: UIViewController.Type

    init(
        resolvers: [(AnyContext) -> StepLink?], description: String, cases: [SwitchCase] = [],
        viewControllerType: UIViewController.Type = UIViewController.self
    ) {
        self.resolvers = resolvers
        self.description = description
        self.cases = cases
        self.viewControllerType = viewControllerType
    }

    /// Always nil: the chains a switch leads to are in its resolvers and its cases.
    package var previous: StepLink? { nil }

    package var kind: StepKind { .switcher(self) }

    func resolve(with context: AnyContext) -> StepLink? {
        for resolver in resolvers {
            if let chain = resolver(context) { return chain }
        }
        return nil
    }
}

/// The end of a chain: a controller that must exist, found without a factory.
@MainActor
package final class OriginStep: StepLink {
    /// Where the origin's controller comes from.
    package enum Source {
        /// The window's root controller.
        case root(WindowProvider)
        /// The window's topmost presented controller.
        case current(WindowProvider)
        /// Whatever the finder finds.
        case custom(FinderBox)
    }

    package let source: Source
    package let descriptor: StepDescriptor
    /// The type of controller the origin is, as far as the configuration says.
    package let viewControllerType: UIViewController.Type

    init(source: Source, descriptor: StepDescriptor, viewControllerType: UIViewController.Type = UIViewController.self) {
        self.source = source
        self.descriptor = descriptor
        self.viewControllerType = viewControllerType
    }

    /// Always nil: nothing comes before the origin.
    package var previous: StepLink? { nil }

    package var kind: StepKind { .origin(self) }
}
