/// What a ``NavigationRequest`` begins when its turn in the queue comes.
///
/// An enum of the concrete kinds rather than an existential: a navigation's ``NavigationStart``
/// is larger than an existential's inline buffer, so holding it as one would allocate a box for
/// every navigation.
@MainActor
enum RequestStart {
    /// A navigation to a destination.
    case navigation(NavigationStart)
    /// A ``DefaultRouter`` dismissal, which must not overlap a navigation either.
    case dismissal(DismissalStart)

    /// The controller a dismissal closes; nil for a navigation, whose target is known only
    /// once it is planned.
    var closingTarget: UIViewController? {
        switch self {
        case .navigation: nil
        case .dismissal(let start): start.target
        }
    }

    /// The locator of the router that made the request, by which the queue reads what is on
    /// screen as that router reads it.
    var locator: ContainerAdapterLocator {
        switch self {
        case .navigation(let start): start.parts.locator
        case .dismissal(let start): start.locator
        }
    }

    /// The scene the request's router is aimed at, if any. A dismissal closes a given
    /// controller, in whichever scene it is, so it is aimed at none.
    var aim: SceneWindowProvider? {
        switch self {
        case .navigation(let start): start.parts.aim
        case .dismissal: nil
        }
    }

    /// True for a navigation whose router buffers it until the window has a root; see
    /// ``LinkArrivalPolicy/BeforeRoot/buffer``.
    var buffersBeforeRoot: Bool {
        switch self {
        case .navigation(let start): start.parts.policies.linkArrivalPolicy.beforeRoot == .buffer
        case .dismissal: false
        }
    }

    /// Plans against the hierarchy as it is now and starts changing the screen, or ends `request`
    /// at once when there is nothing to change. Whatever ends later ends `request` with
    /// ``NavigationRequest/finish(_:)``.
    ///
    /// - Throws: what stops the request before the screen changes, after telling `tracker` of
    ///   its start when it had one. The request counts as finished then.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        switch self {
        case .navigation(let start): try start.begin(request, tracker: tracker)
        case .dismissal(let start): try start.begin(request, tracker: tracker)
        }
    }
}
