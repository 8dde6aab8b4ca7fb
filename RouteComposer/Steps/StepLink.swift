/// One link of an assembled destination. Links point from the destination back towards the
/// origin; the router walks them in that order until a step finds its controller.
@MainActor
class StepLink {
    /// The next link towards the origin.
    let previous: StepLink?

    init(previous: StepLink?) {
        self.previous = previous
    }
}

/// A step with a controller: how to find it, how to build it, how to integrate it, and the
/// tasks that guard, configure and follow it.
@MainActor
final class EntityStep: StepLink {
    let finder: FinderBox?
    let factory: FactoryBox?
    /// How this step's controller is integrated into the previous step's. Nil only on a step
    /// whose controller is always found (an origin written as an entity).
    let action: ActionBox?
    let interceptors: [InterceptorBox]
    let contextTasks: [ContextTaskBox]
    let postTasks: [PostTaskBox]
    let descriptor: StepDescriptor
    /// The type of controller the step produces.
    let viewControllerType: UIViewController.Type

    convenience init(finder: FinderBox?, factory: FactoryBox?, action: ActionBox?,
                     interceptors: [InterceptorBox] = [], contextTasks: [ContextTaskBox] = [], postTasks: [PostTaskBox] = [],
                     viewControllerType: UIViewController.Type, contextType: Any.Type, previous: StepLink?) {
        let descriptor = StepDescriptor(viewControllerType: typeName(viewControllerType), contextType: typeName(contextType),
                                        finderType: finder?.typeName, factoryType: factory?.typeName, actionType: action?.typeName)
        self.init(finder: finder, factory: factory, action: action, interceptors: interceptors, contextTasks: contextTasks,
                  postTasks: postTasks, viewControllerType: viewControllerType, descriptor: descriptor, previous: previous)
    }

    /// The same step linked to `previous`.
    func linked(to previous: StepLink?) -> EntityStep {
        EntityStep(finder: finder, factory: factory, action: action, interceptors: interceptors, contextTasks: contextTasks,
                   postTasks: postTasks, viewControllerType: viewControllerType, descriptor: descriptor, previous: previous)
    }

    private init(finder: FinderBox?, factory: FactoryBox?, action: ActionBox?, interceptors: [InterceptorBox],
                 contextTasks: [ContextTaskBox], postTasks: [PostTaskBox], viewControllerType: UIViewController.Type,
                 descriptor: StepDescriptor, previous: StepLink?) {
        self.finder = finder
        self.factory = factory
        self.action = action
        self.interceptors = interceptors
        self.contextTasks = contextTasks
        self.postTasks = postTasks
        self.viewControllerType = viewControllerType
        self.descriptor = descriptor
        super.init(previous: previous)
    }
}

/// A step that converts the context for every step after it (towards the origin).
@MainActor
final class ConvertingStep: StepLink {
    let transformer: TransformerBox

    init(transformer: TransformerBox, previous: StepLink?) {
        self.transformer = transformer
        super.init(previous: previous)
    }
}

/// A step that chooses, with the context of the moment, which chain continues towards the origin.
@MainActor
final class SwitchStep: StepLink {
    /// Tried in order; the first that returns a chain wins.
    let resolvers: [(AnyContext) -> StepLink?]
    let description: String
    /// What each resolver leads to, as far as it is known before navigating, in the same order;
    /// only a navigation graph reads it.
    let cases: [SwitchCase]
    /// The type of controller every case leads to.
    let viewControllerType: UIViewController.Type

    init(resolvers: [(AnyContext) -> StepLink?], description: String, cases: [SwitchCase] = [],
         viewControllerType: UIViewController.Type = UIViewController.self) {
        self.resolvers = resolvers
        self.description = description
        self.cases = cases
        self.viewControllerType = viewControllerType
        super.init(previous: nil)
    }

    func resolve(with context: AnyContext) -> StepLink? {
        for resolver in resolvers {
            if let chain = resolver(context) { return chain }
        }
        return nil
    }
}

/// The end of a chain: a controller that must exist, found without a factory.
@MainActor
final class OriginStep: StepLink {
    enum Kind {
        /// The window's root controller.
        case root(WindowProvider)
        /// The window's topmost presented controller.
        case current(WindowProvider)
        /// Whatever the finder finds.
        case custom(FinderBox)
    }

    let kind: Kind
    let descriptor: StepDescriptor
    /// The type of controller the origin is, as far as the configuration says.
    let viewControllerType: UIViewController.Type

    init(kind: Kind, descriptor: StepDescriptor, viewControllerType: UIViewController.Type = UIViewController.self) {
        self.kind = kind
        self.descriptor = descriptor
        self.viewControllerType = viewControllerType
        super.init(previous: nil)
    }
}
