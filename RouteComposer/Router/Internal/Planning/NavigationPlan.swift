/// Everything phase 1 worked out: where to start, what guards the navigation, and what to build.
@MainActor
struct NavigationPlan {
    /// The controller to start from, held weakly: interceptors run before it is used.
    weak var origin: UIViewController?
    /// The origin's description, for the error when it is gone.
    let originDescription: String
    /// The origin step's tasks.
    let originContextTasks: [PreparedContextTask]
    let originPostTasks: [BoundPostTask]
    let originLocation: RoutingErrorLocation
    /// The step that found the origin, for observers.
    let originStep: NavigationStepDescription
    /// Global interceptors first, then the steps' from the destination towards the origin.
    let interceptors: [PreparedInterceptor]
    /// What to build, from the origin towards the destination.
    let builds: [PlannedBuild]
}

extension NavigationPlan {
    /// The same plan with no interceptors, for a second plan made after they ran.
    func withoutInterceptors() -> NavigationPlan {
        NavigationPlan(
            origin: origin, originDescription: originDescription, originContextTasks: originContextTasks,
            originPostTasks: originPostTasks, originLocation: originLocation, originStep: originStep, interceptors: [], builds: builds)
    }
}

/// One controller to build and integrate.
@MainActor
struct PlannedBuild {
    let index: Int
    let descriptor: StepDescriptor
    let factory: PreparedFactory
    let factoryKind: FactoryBox.Kind
    /// The factory's type, for previews: a step built by finding names its finder here.
    let factoryTypeName: String
    /// The type the factory builds.
    let viewControllerType: UIViewController.Type
    let action: ActionBox
    /// Global tasks first, then the step's.
    let contextTasks: [PreparedContextTask]
    let postTasks: [BoundPostTask]
    /// Steps a container factory builds into itself, nearest first.
    var children: [PlannedBuild] = []

    func location(_ phase: RoutingErrorLocation.Phase, viewController: UIViewController? = nil) -> RoutingErrorLocation {
        descriptor.location(phase, index: index, viewController: viewController)
    }
}

/// The router-wide tasks, prepared for one navigation.
@MainActor
struct GlobalTasks {
    var interceptors: [PreparedInterceptor] = []
    var contextTasks: [PreparedContextTask] = []
    var postTasks: [BoundPostTask] = []
}
