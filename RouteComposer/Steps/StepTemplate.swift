/// A step written in a configuration but not yet linked to the steps before it.
@MainActor
package struct StepTemplate {
    let link: (StepLink?) -> StepLink
}

package extension Array where Element == StepTemplate {
    /// Links the templates, written destination-first, onto `tail` and returns the new head.
    @MainActor
    func linked(to tail: StepLink?) -> StepLink? {
        reversed().reduce(tail) { previous, template in template.link(previous) }
    }
}

/// The tasks collected for one step.
@MainActor
package struct TaskCollector {
    package var interceptors: [InterceptorBox] = []
    var contextTasks: [ContextTaskBox] = []
    package var postTasks: [PostTaskBox] = []
}

/// A finder and factory (either may be absent) waiting for the action that integrates them.
@MainActor
package struct PendingEntity {
    let finder: FinderBox?
    let factory: FactoryBox?
    let viewControllerType: UIViewController.Type
    let contextType: Any.Type

    package func template(action: ActionBox?, tasks: TaskCollector) -> StepTemplate {
        StepTemplate { previous in
            EntityStep(
                finder: finder, factory: factory, action: action, interceptors: tasks.interceptors,
                contextTasks: tasks.contextTasks, postTasks: tasks.postTasks,
                viewControllerType: viewControllerType, contextType: contextType, previous: previous)
        }
    }
}
