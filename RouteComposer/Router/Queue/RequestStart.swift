/// What a ``NavigationRequest`` begins when its turn in the queue comes (or at once, for a
/// ``GlobalInterceptorRouter``'s interceptors, which wait in no queue of their own), and what the
/// queue reads of it before then.
///
/// The work is an enum of the concrete kinds rather than an existential: a navigation's
/// ``NavigationStart`` is larger than an existential's inline buffer, so holding it as one would
/// allocate a box for every navigation. What the queue reads (the locator, the aim, whether the
/// request waits for a root) is read off the work once, when the request is made: reading it
/// through the enum copies the whole payload, every field retained, at each read.
@MainActor
struct RequestStart {
    enum Work {
        /// A navigation to a destination.
        case navigation(NavigationStart)
        /// A ``DefaultRouter`` dismissal, which must not overlap a navigation either.
        case dismissal(DismissalStart)
        /// A navigation another router carries out: a ``SingleNavigationRouter``'s.
        case forwarded(ForwardedNavigation)
        /// A ``GlobalInterceptorRouter``'s interceptors, run outside any queue before the router
        /// it wraps navigates.
        case interception(InterceptorPass)
    }

    let work: Work
    /// The locator of the router that made the request, by which the queue reads what is on
    /// screen as that router reads it. Nil for a forwarded navigation and for interceptors: the
    /// router that navigates afterwards reads the screen, and waits for a finger, by itself.
    let locator: ContainerAdapterLocator?
    /// The scene the request's router is aimed at, if any. A dismissal closes a given
    /// controller, in whichever scene it is, so it is aimed at none.
    let aim: SceneWindowProvider?
    /// True for a navigation whose router buffers it until the window has a root; see
    /// ``LinkArrivalPolicy/BeforeRoot/buffer``.
    let buffersBeforeRoot: Bool

    /// A navigation to a destination.
    static func navigation(_ start: NavigationStart) -> RequestStart {
        RequestStart(
            work: .navigation(start), locator: start.parts.locator, aim: start.parts.aim,
            buffersBeforeRoot: start.parts.policies.linkArrivalPolicy.beforeRoot == .buffer)
    }

    /// A ``DefaultRouter`` dismissal.
    static func dismissal(_ start: DismissalStart) -> RequestStart {
        RequestStart(work: .dismissal(start), locator: start.locator, aim: nil, buffersBeforeRoot: false)
    }

    /// A navigation another router carries out.
    static func forwarded(_ navigation: ForwardedNavigation) -> RequestStart {
        RequestStart(work: .forwarded(navigation), locator: nil, aim: nil, buffersBeforeRoot: false)
    }

    /// A ``GlobalInterceptorRouter``'s interceptors.
    static func interception(_ pass: InterceptorPass) -> RequestStart {
        RequestStart(work: .interception(pass), locator: nil, aim: nil, buffersBeforeRoot: false)
    }

    /// The controller a dismissal closes; nil for a navigation, whose target is known only
    /// once it is planned.
    var closingTarget: UIViewController? {
        switch work {
        case .navigation: nil
        case .dismissal(let start): start.target
        case .forwarded, .interception: nil
        }
    }

    /// Plans against the hierarchy as it is now and starts changing the screen, or ends `request`
    /// at once when there is nothing to change. Whatever ends later ends `request` with
    /// ``NavigationRequest/finish(_:)``.
    ///
    /// - Throws: what stops the request before the screen changes, after telling `tracker` of
    ///   its start when it had one. The request counts as finished then.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        switch work {
        case .navigation(let start): try start.begin(request, tracker: tracker)
        case .dismissal(let start): try start.begin(request, tracker: tracker)
        case .forwarded(let navigation): try navigation.begin(request)
        case .interception(let pass): try pass.begin(request)
        }
    }
}
