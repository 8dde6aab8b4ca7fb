/// Runs navigations one at a time, so that two requests never change the same screens at once.
///
/// UIKit silently ignores a presentation from a controller that is already presenting, and a
/// dismissal during a transition, and then never calls their completions. Navigations that
/// overlap run into exactly that. A queue lets each navigation plan against the hierarchy the
/// previous one left, when its turn comes, so a request whose destination is already shown by
/// then completes with no change.
///
/// A ``DefaultRouter``'s dismissals wait in it too, so that closing a screen never overlaps a
/// navigation either.
///
/// Every ``DefaultRouter`` has one, shared by its copies. Routers made for the same scene share
/// that scene's queue by default, so the navigations of one scene never overlap and those of two
/// scenes never wait for each other (see <doc:Scenes>). Other routers made separately have
/// separate queues; pass the same queue to routers whose navigations must not overlap.
///
/// A navigation started from inside the running one (an interceptor showing a login screen,
/// synchronously or from a `Task` it creates, or a post-routing task) is nested in it: it runs at
/// once instead of waiting behind the navigation that is waiting for it. The running navigation
/// does not go on after that interceptor, and does not free the queue, until the nested request
/// has ended, so the next waiting request starts only when nothing of the running one still
/// changes the screen. A dismissal of a controller that a nested navigation showed is nested
/// too. See
/// <doc:NavigationsThatOverlap#Navigating-from-inside-a-navigation>.
///
/// A navigation whose router buffers links until the window has a root
/// (``LinkArrivalPolicy/BeforeRoot/buffer``) waits here, with every request after it, until
/// ``rootViewControllerInstalled()`` or a later request finds a root; see
/// <doc:DeepLinks#When-a-link-arrives>.
@MainActor
public final class NavigationQueue {
    /// What happens to a request that arrives while a navigation runs. Changing it affects only
    /// requests that arrive afterwards.
    public var policy: NavigationQueuePolicy

    /// The request whose turn it is. It ends only after every request nested in it has ended.
    private var running: NavigationRequest?
    private var waiting: [NavigationRequest] = []
    private var isDraining = false
    /// True while the queue waits for a person's finger to lift and its transition to end.
    private var isWaitingForFinger = false

    /// Creates a queue. Not isolated, so that a ``SingleNavigationLock``, made anywhere, can make
    /// its own.
    public nonisolated init(policy: NavigationQueuePolicy = .enqueue) {
        self.policy = policy
    }

    /// True while a navigation (or a ``DefaultRouter`` dismissal) of this queue runs.
    public var isNavigating: Bool { running != nil }

    /// How many requests wait for their turn.
    public var waitingCount: Int { waiting.count }

    /// Takes `request`: starts it now when the queue is free or when it is nested in the running
    /// navigation, otherwise applies the ``policy``. While a person's finger drives an interactive
    /// transition (a swipe back, a sheet pulled down), a request that would start waits until the
    /// transition has ended, finished or cancelled, and then plans against the screen as it is.
    ///
    /// - Throws: what the request throws when it starts now, or the rejection of a busy
    ///   ``NavigationQueuePolicy/reject`` queue.
    func submit(_ request: NavigationRequest) throws {
        if let parent = nestingParent(of: request) {
            try parent.adopt(request)
            return
        }
        guard running != nil || !waiting.isEmpty else {
            // A finger is no navigation: whatever the policy, the request waits for it.
            if isHeld(request) {
                enqueue(request)
            } else {
                try run(request, throwing: true)
            }
            return
        }
        // Held for a root: each arrival looks again, in case the app did not say it installed one.
        defer { if running == nil { drain() } }
        switch policy.kind {
        case .enqueue:
            enqueue(request)
        case .latestWins:
            let replaced = waiting
            waiting.removeAll()
            for old in replaced {
                old.finish(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "The request for \(old.summary) was replaced, while it waited in a latestWins navigation queue, by the newer request for \(request.summary).",
                                underlyingError: RoutingFailureReason.superseded,
                                location: RoutingErrorLocation(phase: .preparation)))))
            }
            enqueue(request)
        case .reject:
            throw RoutingError.compositionFailed(
                .init(
                    "Navigation is in progress: the navigation queue is busy with \(running?.summary ?? "another navigation").",
                    underlyingError: RoutingFailureReason.navigationInProgress,
                    location: RoutingErrorLocation(phase: .preparation)))
        }
    }

    /// The request of the running tree that `request` is part of, if any: the one whose
    /// interceptor or post-routing task requested it (and still runs), or, for a dismissal, the
    /// one whose nested request showed the controller it closes. A login screen that an
    /// interceptor showed through the router, and whose button closes it with the router, is
    /// closed at once, not behind the navigation that waits for it to close.
    private func nestingParent(of request: NavigationRequest) -> NavigationRequest? {
        guard let running else { return nil }
        if let caller = NavigationNesting.runningNavigation, let callingRequest = running.liveRequest(caller),
            callingRequest.acceptsNestedRequests
        {
            return callingRequest
        }
        guard let target = request.closingTarget else { return nil }
        return running.owner(of: target)
    }

    private func enqueue(_ request: NavigationRequest) {
        waiting.append(request)
        request.stopRunning = { [weak self, weak request] in
            guard let self, let request else { return }
            self.withdraw(request)
        }
    }

    /// Removes a cancelled request that is still waiting.
    private func withdraw(_ request: NavigationRequest) {
        guard let index = waiting.firstIndex(where: { $0 === request }) else { return }
        waiting.remove(at: index)
        request.finish(.failure(CancellationError()))
    }

    /// Starts `request` as the running one; with `throwing`, its synchronous error is thrown to
    /// its caller, otherwise given to its completion.
    private func run(_ request: NavigationRequest, throwing: Bool) throws {
        // Before it changes anything, so the user's changes are told apart from the router's.
        request.reportUserChanges()
        running = request
        request.stopRunning = nil
        request.runningIn = self
        try request.start(throwing: throwing)
    }

    /// Called by `request` when it ends: starts the next waiting request if it was the running one.
    func didFinish(_ request: NavigationRequest) {
        guard running === request else { return }
        running = nil
        request.recordScreen()
        drain()
    }

    /// Starts waiting requests in order until one stays running. A loop rather than recursion,
    /// because a navigation that ends synchronously would otherwise start the next one from
    /// inside its own completion, one stack frame deeper each time.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while running == nil, let next = waiting.first, !isHeld(next) {
            // Its turn came after `navigate` returned, so an error goes to its completion.
            waiting.removeFirst()
            try? run(next, throwing: false)
        }
    }

    /// Tells the queue that the window may have its root view controller now: navigations that
    /// their router's ``LinkArrivalPolicy/BeforeRoot/buffer`` policy held until then start, in the
    /// order they arrived, with the requests that waited behind them.
    ///
    /// Call it from the scene delegate once it has set the window's root, typically at the end of
    /// `scene(_:willConnectTo:options:)`, where a universal link that launched the app arrives
    /// too. UIKit announces no change of `rootViewController` (it is not documented as observable
    /// by key-value observing), and the scene delegate knows the moment exactly. Calling it
    /// when nothing waits, or while the window still has no root, does nothing.
    public func rootViewControllerInstalled() {
        drain()
    }

    /// Whether `next` may not start yet: it waits for the window's root (see
    /// ``LinkArrivalPolicy/BeforeRoot/buffer``), or a finger holds the queue.
    private func isHeld(_ next: NavigationRequest) -> Bool {
        next.waitsForRoot || isHeldByFinger(before: next)
    }

    /// True while a finger drives an interactive transition on screen, as the router of `request`
    /// reads the screen; the queue then drains again once that transition has ended. A forwarded
    /// navigation, which reads no screen, waits for none: the router it is forwarded to does.
    private func isHeldByFinger(before request: NavigationRequest) -> Bool {
        if isWaitingForFinger { return true }
        guard let locator = request.locator, let coordinator = FingerWait.liveInteraction(locator: locator, aimedAt: request.aim) else {
            return false
        }
        isWaitingForFinger = FingerWait.whenReleased(coordinator) { [weak self] in
            guard let self else { return }
            self.isWaitingForFinger = false
            self.drain()
        }
        return isWaitingForFinger
    }
}
