/// Everything phase 1 worked out: where to start, what guards the navigation, and what to build.
@MainActor
struct NavigationPlan {
    /// The controller to start from, held weakly: interceptors run before it is used.
    private(set) weak var origin: UIViewController?
    /// The origin's class and address, for the error when it is gone: described only then.
    let originIdentity: ControllerIdentity
    /// The origin step's tasks.
    let originContextTasks: [PreparedContextTask]
    let originPostTasks: [BoundPostTask]
    /// The step that found the origin, where it stands in the walk and the phase it found it in:
    /// its location and its description for observers are made from these only when asked for,
    /// which a navigation that succeeds unobserved never does.
    private let originDescriptor: StepDescriptor
    private let originIndex: Int
    private let originPhase: RoutingErrorLocation.Phase
    /// Global interceptors first, then the steps' from the destination towards the origin.
    let interceptors: [PreparedInterceptor]
    /// What to build, from the origin towards the destination.
    let builds: [PlannedBuild]

    init(
        origin: UIViewController?, originIdentity: ControllerIdentity, originContextTasks: [PreparedContextTask],
        originPostTasks: [BoundPostTask], originDescriptor: StepDescriptor, originIndex: Int, originPhase: RoutingErrorLocation.Phase,
        interceptors: [PreparedInterceptor], builds: [PlannedBuild]
    ) {
        self.origin = origin
        self.originIdentity = originIdentity
        self.originContextTasks = originContextTasks
        self.originPostTasks = originPostTasks
        self.originDescriptor = originDescriptor
        self.originIndex = originIndex
        self.originPhase = originPhase
        self.interceptors = interceptors
        self.builds = builds
    }
}

extension NavigationPlan {
    /// True when a post-routing task is to run after the navigation, on the origin or on a
    /// controller to build: otherwise nothing needs the list of the controllers it touched.
    var hasPostTasks: Bool {
        !originPostTasks.isEmpty || PlannedBuild.anyHasPostTasks(builds)
    }

    /// The origin's description while it lives; once it is gone, its class and address.
    var originText: String { origin.map { "\($0)" } ?? originIdentity.text }

    /// The same plan with no interceptors, for a second plan made after they ran.
    func withoutInterceptors() -> NavigationPlan {
        NavigationPlan(
            origin: origin, originIdentity: originIdentity, originContextTasks: originContextTasks,
            originPostTasks: originPostTasks, originDescriptor: originDescriptor, originIndex: originIndex, originPhase: originPhase,
            interceptors: [], builds: builds)
    }

    /// Where the origin was found: the location of its step's errors.
    var originLocation: RoutingErrorLocation { originDescriptor.location(originPhase, index: originIndex) }

    /// The step that found the origin, for observers.
    var originStep: NavigationStepDescription { NavigationStepDescription(originDescriptor, index: originIndex) }
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

    init(
        index: Int, descriptor: StepDescriptor, factory: PreparedFactory, factoryKind: FactoryBox.Kind, factoryTypeName: String,
        viewControllerType: UIViewController.Type, action: ActionBox, contextTasks: [PreparedContextTask], postTasks: [BoundPostTask]
    ) {
        self.index = index
        self.descriptor = descriptor
        self.factory = factory
        self.factoryKind = factoryKind
        self.factoryTypeName = factoryTypeName
        self.viewControllerType = viewControllerType
        self.action = action
        self.contextTasks = contextTasks
        self.postTasks = postTasks
    }

    /// True when one of `builds`, or a child a container factory among them builds, has
    /// post-routing tasks.
    ///
    /// Reads each build's fields in place: asking a build itself would copy it out of the array,
    /// every field retained. A loop, not `contains(where:)`, whose closure would check its actor
    /// at run time.
    static func anyHasPostTasks(_ builds: [PlannedBuild]) -> Bool {
        for index in builds.indices where !builds[index].postTasks.isEmpty || anyHasPostTasks(builds[index].children) {
            return true
        }
        return false
    }

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
