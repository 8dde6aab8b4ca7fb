/// One call of `navigate` (or of a router's `dismiss`) as the queue sees it: something to start
/// when its turn comes, and a completion that ends it exactly once.
///
/// Requests made from inside a running request (its interceptors and post-routing tasks) are
/// nested in it and form a tree under the queue's running request; see
/// <doc:NavigationsThatOverlap#Navigating-from-inside-a-navigation>. A request does not go on
/// after an interceptor while a request nested in it still runs, and it leaves the tree (and the
/// queue) only after they have ended, so the queue never starts the next request while any part
/// of the tree still changes the screen. Its own completion is not delayed: it reports its
/// outcome as soon as its own work is done.
@MainActor
final class NavigationRequest {
    /// What starts the navigation (or dismissal) when its turn comes.
    private let requestStart: RequestStart
    /// Told of the end first, so that an app's completion that navigates again is reported after it.
    private let tracker: NavigationTracker
    private var completion: ((RoutingResult) -> Void)?
    private(set) var hasFinished = false
    /// The queue running the request, told when it ends so that it starts the next one.
    weak var runningIn: NavigationQueue?
    /// Stops the request: withdraws it while it waits, stops its run while it runs.
    var stopRunning: (() -> Void)?
    /// A description for logs and errors.
    let summary: String
    /// The navigation the request is, for observers.
    var navigation: NavigationID { tracker.navigation }
    /// The navigation this one is nested in, reported to observers as its parent.
    var parent: NavigationID? { nesting.parent }

    private(set) var isCancelled = false

    /// The request's place in the tree of nested requests.
    private var nesting = Nesting()

    /// Where a request stands among the requests nested in one another: the one it is nested in,
    /// those nested in it, and what waits for them.
    private struct Nesting {
        /// The navigation of ``parentRequest``, reported to observers as the parent.
        var parent: NavigationID?
        /// The request this one is nested in. It outlives this one, which it waits for.
        weak var parentRequest: NavigationRequest?
        /// Requests nested in this one that have not ended, in the order they were made: the first
        /// runs, the others wait for it, so two of them never change the screen at once.
        var children: [NavigationRequest] = []
        /// What waits for ``children`` to end: the step after a call out, or the end itself.
        var afterChildren: [() -> Void] = []
        /// How many of the request's call outs that may start nested requests are under way.
        var openCallOuts = 0
        /// Controllers this request showed as a nested request, and those its nested requests
        /// showed before they ended, held weakly: closing one of them is part of this request's work.
        var shownWhileNested: [WeakController] = []
    }

    /// Creates a request; `completion`, if any, is called once when it ends, after `tracker`.
    /// `start` is consumed, so it moves into the request rather than being copied with all it holds.
    init(summary: String, start: consuming RequestStart, tracker: NavigationTracker, completion: ((RoutingResult) -> Void)?) {
        self.summary = summary
        requestStart = start
        self.tracker = tracker
        self.completion = completion
    }

    /// True while the request must wait for the window's root: its router buffers it, and the key
    /// window has none.
    var waitsForRoot: Bool { requestStart.buffersBeforeRoot && RootCheck.windowHasNoRoot(aimedAt: requestStart.aim) }

    /// The scene the request's router is aimed at, if any.
    var aim: SceneWindowProvider? { requestStart.aim }

    /// The controller a dismissal closes; nil for a navigation.
    var closingTarget: UIViewController? { requestStart.closingTarget }
    /// The locator of the router that made the request; nil for a wrapper's request.
    var locator: ContainerAdapterLocator? { requestStart.locator }

    /// Starts the navigation. When it throws, the request counts as finished: with
    /// `throwing`, the error is rethrown without calling the completion, because the caller
    /// receives it from `navigate` (a dismissal, which cannot throw, hands it to its completion
    /// itself); otherwise (the request's turn came after `navigate` returned) the completion
    /// receives it.
    func start(throwing: Bool) throws {
        do {
            try requestStart.begin(self, tracker: tracker)
        } catch {
            guard throwing else {
                finish(.failure(error))
                return
            }
            hasFinished = true
            completion = nil
            stopRunning = nil
            whenChildrenEnd { [self] in announceFinish() }
            throw error
        }
    }

    /// Ends the request with `result`; a second call is ignored. Its parent or queue hears of the
    /// end once the requests nested in it have ended too.
    func finish(_ result: RoutingResult) {
        guard !hasFinished else { return }
        hasFinished = true
        let completion = completion
        self.completion = nil
        stopRunning = nil
        tracker.end(result)
        completion?(result)
        whenChildrenEnd { [self] in announceFinish() }
    }

    private func announceFinish() {
        nesting.parentRequest?.childDidFinish(self)
        runningIn?.didFinish(self)
    }

    /// Reports the changes no router made since the last request of the queue ended, before this
    /// one starts, and records the screen it starts from; see ``UserChanges``.
    func reportUserChanges() {
        UserChanges.report(with: tracker.settings, afterRequest: false)
    }

    /// Reports what left the screen while this request ran that no router removed, and records
    /// the screen this request, and everything nested in it, left; see ``UserChanges``.
    func recordScreen() {
        UserChanges.report(with: tracker.settings, afterRequest: true)
    }

    /// Asks the request to stop: a waiting one is withdrawn, a running one stops at its next
    /// step boundary. Both end with `CancellationError`.
    func cancel() {
        guard !isCancelled, !hasFinished else { return }
        isCancelled = true
        stopRunning?()
    }
}

// MARK: Nesting

extension NavigationRequest {
    /// Whether a request made now from this one's call outs is nested in it: while a call out that
    /// may start one is under way, or while the request waits for the nested ones to end after it,
    /// until the request has ended.
    var acceptsNestedRequests: Bool { nesting.openCallOuts > 0 && !hasFinished }

    /// Marks the start of an asynchronous call out (an interceptor) from which the app may start
    /// nested requests; ``callOutEnded(then:)`` ends it.
    func callOutStarted() {
        nesting.openCallOuts += 1
    }

    /// Ends a call out started with ``callOutStarted()``: `then`, the request's next step, runs
    /// once every request nested in it has ended, so that the two never change the screen at once.
    func callOutEnded(then: @escaping () -> Void) {
        whenChildrenEnd { [self] in
            nesting.openCallOuts -= 1
            then()
        }
    }

    /// Runs a synchronous call out (the post-routing tasks), marked so that what it requests is
    /// nested in this request. The request does not wait for those: nothing of its own follows.
    func callingOut(_ body: () -> Void) {
        nesting.openCallOuts += 1
        NavigationNesting.calling(from: self, body)
        nesting.openCallOuts -= 1
    }

    /// Takes `child` as nested in this request: starts it now when no other nested request runs,
    /// otherwise it waits for the ones before it.
    ///
    /// - Throws: what `child` throws when it starts now.
    func adopt(_ child: NavigationRequest) throws {
        child.nesting.parentRequest = self
        child.nesting.parent = navigation
        nesting.children.append(child)
        guard nesting.children.count > 1 else {
            try child.start(throwing: true)
            return
        }
        child.stopRunning = { [weak child] in
            child?.finish(.failure(CancellationError()))
        }
    }

    /// The request of this tree, from this one down, that is `navigation` and still runs.
    func liveRequest(_ navigation: NavigationID) -> NavigationRequest? {
        if self.navigation == navigation { return hasFinished ? nil : self }
        for child in nesting.children {
            if let found = child.liveRequest(navigation) { return found }
        }
        return nil
    }

    /// The request of this tree that `controller` belongs to, because it, or a controller that
    /// contains or presents it, was shown by a request nested in this tree: the request whose
    /// nested work closing it is. Nil when nothing of the tree showed it.
    ///
    /// - Complexity: O(*d* × *s*), where *d* is the depth of `controller` in the hierarchy and *s*
    ///   the number of controllers the tree's nested requests showed.
    func owner(of controller: UIViewController) -> NavigationRequest? {
        guard let showing = requestThatShowed(controller) else { return nil }
        if showing.acceptsNestedRequests { return showing }
        // Still changing the screen: what closes its controllers waits for it, among its siblings.
        guard let parent = showing.nesting.parentRequest, parent.acceptsNestedRequests else { return nil }
        return parent
    }

    /// Records `controller` as shown by this request, when it is nested: see ``owner(of:)``.
    func noteShown(_ controller: UIViewController) {
        guard nesting.parentRequest != nil else { return }
        nesting.shownWhileNested.append(WeakController(controller))
    }

    private func requestThatShowed(_ controller: UIViewController) -> NavigationRequest? {
        for child in nesting.children {
            if let found = child.requestThatShowed(controller) { return found }
        }
        var current: UIViewController? = controller
        while let candidate = current {
            if nesting.shownWhileNested.contains(where: { $0.value === candidate }) { return self }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    private func whenChildrenEnd(_ body: @escaping () -> Void) {
        if nesting.children.isEmpty {
            body()
        } else {
            nesting.afterChildren.append(body)
        }
    }

    /// Called by a nested request when it ends: starts the next waiting one, or, after the last,
    /// what waited for them.
    private func childDidFinish(_ child: NavigationRequest) {
        guard let index = nesting.children.firstIndex(where: { $0 === child }) else { return }
        nesting.children.remove(at: index)
        nesting.shownWhileNested += child.nesting.shownWhileNested.filter { $0.value != nil }
        if index == 0, let next = nesting.children.first {
            next.stopRunning = nil
            // Its turn came after `navigate` returned, so an error goes to its completion.
            try? next.start(throwing: false)
            return
        }
        guard nesting.children.isEmpty else { return }
        let waiting = nesting.afterChildren
        nesting.afterChildren = []
        for body in waiting { body() }
    }
}
