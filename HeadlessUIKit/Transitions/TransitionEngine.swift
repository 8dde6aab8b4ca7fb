#if !canImport(UIKit)
    import Dispatch
    import Foundation

    /// The model's main-queue scheduler.
    ///
    /// UIKit applies state changes at once and defers everything visual to the run loop. The
    /// engine reproduces that with one commit per turn of the main queue: the commit lays out the
    /// views marked with `setNeedsLayout()` and starts every pending transition whose lane is free
    /// (will-callbacks); a non-animated transition ends within the same commit, an animated one on a
    /// later turn (did-callbacks, completions). A layout pass run by `layoutIfNeeded()` may start a
    /// container's transition before the commit (see ``LayoutPass``). Work is dispatched on the real
    /// main queue, so code that itself uses `DispatchQueue.main` interleaves with the model exactly
    /// as it would with UIKit. Work delayed by a duration waits on the model's ``VirtualClock``
    /// instead of a real timer, and joins the turns only when a test moves that clock.
    @MainActor
    final class TransitionEngine {
        private var pending: [Transition] = []
        private var running: [Transition] = []
        private var scheduledBlocks = 0
        private var commitScheduled = false
        private var heldPushes: [() -> Void] = []
        private var windowsNeedingAppearanceRefresh: [UIWindow] = []
        /// Views marked with `setNeedsLayout()`, laid out by the commit once they are in a window.
        private var viewsNeedingLayout: [WeakView] = []
        /// How deeply layout passes are nested right now.
        private var layoutPassDepth = 0
        /// Transitions a layout pass ended; CATransaction hears of them at the next commit, because
        /// Core Animation runs completion blocks only when a transaction commits.
        private var transitionsEndedInLayout: [Transition] = []
        /// The lanes the commit in progress has started or is about to start a transition on.
        private var lanesClaimedByCommit: Set<ObjectIdentifier> = []
        /// The transitions the commit in progress has yet to start.
        private var startingInCommit: [Transition] = []

        /// Controllers whose views are still in a window but are on their way out (a dismissed
        /// controller, a popped one, a presenter being covered); they count as gone for appearance.
        private(set) var leavingControllers: Set<ObjectIdentifier> = []

        /// Every presented controller in order of presentation; appearance treats each as a root.
        private(set) var presentedControllers: [UIViewController] = []

        let transactions = TransactionStack()

        /// True when nothing will happen unless a test or a finger makes it: a transition a finger
        /// holds, and what waits on its lane, count as settled, since only the finger ends them.
        var isIdle: Bool {
            !transactions.hasWaitingCompletions && scheduledBlocks == 0 && !clock.hasTimers && !commitScheduled && heldPushes.isEmpty
                && transitionsEndedInLayout.isEmpty && running.allSatisfy(\.isHeldByFinger) && pending.allSatisfy(isWaitingOnFinger)
        }

        private func isWaitingOnFinger(_ transition: Transition) -> Bool {
            guard let lane = transition.lane else { return false }
            return running.contains { $0.lane == lane && $0.isHeldByFinger }
        }

        /// Lifts every finger still down, cancelling its gesture, so a reset leaves no transition
        /// held.
        func cancelHeldInteractions() {
            for transition in running where transition.isHeldByFinger {
                transition.interaction?.cancel()
            }
        }

        // MARK: Scheduling and turns

        /// Every block is tagged with the turn it was scheduled in. A turn ends when the blocks of all
        /// earlier generations have run; blocks scheduled during it belong to the next one.
        private var generation = 0
        private var pendingPerGeneration: [Int: Int] = [:]
        /// While a test waits for a turn, blocks of later generations are held back, so the test
        /// observes the state at the end of the turn whatever order the runtime resumes it in.
        private var gate: Int?
        private var heldBlocks: [(generation: Int, work: @MainActor @Sendable () -> Void)] = []
        private var turnWaiter: CheckedContinuation<Void, Never>?

        /// The model's time; see ``HeadlessRuntime/advanceTime(by:)``.
        let clock = VirtualClock()

        /// Runs `work` on a later turn of the main queue, counting it as outstanding until it ran.
        /// A delayed block waits on the virtual clock and joins the turns only when its time has come:
        /// a pending timer holds no turn.
        func schedule(after delay: TimeInterval = 0, _ work: @escaping @MainActor @Sendable () -> Void) {
            if delay > 0 {
                clock.schedule(after: delay) { [self] in schedule(work) }
                return
            }
            let tag = generation
            scheduledBlocks += 1
            pendingPerGeneration[tag, default: 0] += 1
            dispatch { [self] in run(work, generation: tag) }
        }

        private func dispatch(_ body: @escaping @MainActor @Sendable () -> Void) {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }

        /// True while a block waits for a turn of the main queue; timers do not count.
        var hasScheduledBlocks: Bool { scheduledBlocks > 0 }

        /// Moves the virtual clock to the earliest timer deadline not later than `limit` and puts the
        /// work due then on the main queue. Returns false, leaving the clock alone, when none is due.
        func fireEarliestTimers(notAfter limit: Int64 = .max) -> Bool {
            guard let due = clock.takeEarliestDue(notAfter: limit) else { return false }
            for work in due { work() }
            return true
        }

        private func run(_ work: @escaping @MainActor @Sendable () -> Void, generation tag: Int) {
            if let gate, tag > gate {
                heldBlocks.append((tag, work))
                return
            }
            scheduledBlocks -= 1
            pendingPerGeneration[tag, default: 1] -= 1
            if pendingPerGeneration[tag] == 0 { pendingPerGeneration[tag] = nil }
            work()
            resumeTurnWaiterIfDone()
        }

        private func hasPendingBlocks(upTo limit: Int) -> Bool {
            pendingPerGeneration.contains { $0.key <= limit && $0.value > 0 }
        }

        private func resumeTurnWaiterIfDone() {
            guard let gate, let waiter = turnWaiter, !hasPendingBlocks(upTo: gate) else { return }
            turnWaiter = nil
            waiter.resume()
        }

        /// Suspends until every block scheduled before the call has run, then lets the blocks those
        /// scheduled run only after the caller has resumed.
        func nextTurn() async {
            let limit = generation
            generation += 1
            if hasPendingBlocks(upTo: limit) {
                gate = limit
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    turnWaiter = continuation
                }
            } else {
                // Nothing is queued from before: let one raw turn pass so other main-queue work runs.
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
            releaseHeldBlocks()
        }

        private func releaseHeldBlocks() {
            gate = nil
            let held = heldBlocks
            heldBlocks.removeAll()
            for (tag, work) in held {
                dispatch { [self] in run(work, generation: tag) }
            }
        }

        /// Makes sure a commit runs on the next turn, for the implicit transaction.
        func setNeedsCommit() {
            scheduleCommit()
        }

        private func scheduleCommit() {
            guard !commitScheduled else { return }
            commitScheduled = true
            schedule { [self] in commit() }
        }

        // MARK: Transitions

        /// Accepts a transition; it starts at the next commit once its lane is free.
        func enqueue(_ transition: Transition) {
            pending.append(transition)
            transactions.register(transition)
            scheduleCommit()
        }

        /// Holds an iOS 17-style animated push until the next commit.
        func holdUntilCommit(_ push: @escaping () -> Void) {
            heldPushes.append(push)
            scheduleCommit()
        }

        /// Asks for the controllers of `window` to be brought up to date at the next commit,
        /// because views moved outside any transition (a custom container, a root replacement).
        func setNeedsAppearanceRefresh(of window: UIWindow) {
            guard !windowsNeedingAppearanceRefresh.containsIdentical(window) else { return }
            windowsNeedingAppearanceRefresh.append(window)
            scheduleCommit()
        }

        /// The transition in flight or waiting on `lane`, if any.
        func activeTransition(onLane lane: ObjectIdentifier) -> Transition? {
            // Loops rather than `first(where:)`: a main-actor predicate checks the executor per call.
            for transition in running where transition.lane == lane { return transition }
            for transition in pending where transition.lane == lane { return transition }
            return nil
        }

        /// The transition in flight or waiting on `lane` when it is an animated, non-modal one.
        func animatedNavigationTransition(onLane lane: ObjectIdentifier) -> Transition? {
            guard let transition = activeTransition(onLane: lane), !transition.isModal, transition.isAnimated else { return nil }
            return transition
        }

        /// True when a transition that the layout of `view` starts is waiting.
        func hasPendingLayoutTransition(for view: UIView) -> Bool {
            for transition in pending where transition.layoutView() === view { return true }
            return false
        }

        private func commit() {
            commitScheduled = false
            reportTransitionsEndedInLayout()
            layOutMarkedViews()
            let pushes = heldPushes
            heldPushes.removeAll()
            for push in pushes { push() }

            var busyLanes = Set(running.compactMap(\.lane))
            var started: [Transition] = []
            var waiting: [Transition] = []
            for transition in pending {
                if let lane = transition.lane, busyLanes.contains(lane) {
                    waiting.append(transition)
                    continue
                }
                if let lane = transition.lane { busyLanes.insert(lane) }
                started.append(transition)
            }
            pending = waiting
            // A layout pass run from a callback of this commit must leave these lanes to the commit.
            lanesClaimedByCommit = busyLanes
            startingInCommit = started
            while !startingInCommit.isEmpty {
                start(startingInCommit.removeFirst())
            }
            lanesClaimedByCommit.removeAll()

            let windows = windowsNeedingAppearanceRefresh
            windowsNeedingAppearanceRefresh.removeAll()
            for window in windows {
                let refresh = Transition(kind: .appearance, lane: nil, animated: false, window: { [weak window] in window })
                start(refresh)
            }
            reportTransitionsEndedInLayout()
            transactions.commitImplicitTransaction()
            clearSettledMovementFlags()
        }

        private func start(_ transition: Transition) {
            transition.phase = .running
            running.append(transition)
            transition.willBegin()
            transition.appearance = AppearanceMachine.begin(
                in: transition.window(), animated: transition.isAnimated, leaving: leavingControllers, presented: presentedControllers)
            guard transition.isAnimated else {
                finish(transition)
                return
            }
            // A finger drives the transition: it ends only once the finger has lifted, which it
            // may have done before the transition started.
            if let interaction = transition.interaction {
                if interaction.phase != .tracking { release(transition) }
                return
            }
            let duration = HeadlessRuntime.shared.transitionDuration
            schedule(after: duration) { [self] in finish(transition) }
        }

        /// The finger driving `transition` lifted: its coordinator stops being interactive, and the
        /// rest of the animation takes the remaining share of the duration before the transition
        /// finishes or, cancelled, goes back.
        func release(_ transition: Transition) {
            guard let interaction = transition.interaction, transition.phase == .running, interaction.phase != .tracking else { return }
            let cancelled = interaction.phase == .cancelling
            transition.coordinator?.endInteraction(cancelled: cancelled)
            let delay = HeadlessRuntime.shared.transitionDuration * TimeInterval(interaction.remainingShare)
            schedule(after: delay) { [self] in
                if cancelled { cancel(transition) } else { finish(transition) }
            }
        }

        private func finish(_ transition: Transition) {
            guard transition.phase == .running else { return }
            transition.phase = .finished
            transition.willEnd()
            AppearanceMachine.end(transition.appearance, animated: transition.isAnimated)
            transition.didEnd()
            let completion = transition.completion
            retire(transition, completion: completion)
        }

        /// Ends a transition a finger cancelled: what it changed is put back, the appearance
        /// callbacks are reversed, and the operation's own completion never runs.
        private func cancel(_ transition: Transition) {
            guard transition.phase == .running else { return }
            transition.phase = .finished
            transition.willCancel()
            AppearanceMachine.reverse(transition.appearance, animated: transition.isAnimated)
            transition.didCancel()
            retire(transition, completion: nil)
        }

        /// What every ended transition does last: the coordinator's completions, `completion`, the
        /// operations parked behind it, and the next commit for what waits on its lane.
        private func retire(_ transition: Transition, completion: (() -> Void)?) {
            running.removeAllIdentical(transition)
            transition.coordinator?.finish()
            transition.coordinator = nil
            transition.completion = nil
            transition.interaction = nil
            completion?()
            let waiters = transition.waiters
            transition.waiters.removeAll()
            for waiter in waiters { waiter() }
            if layoutPassDepth > 0 {
                transitionsEndedInLayout.append(transition)
                scheduleCommit()
            } else {
                transactions.transitionFinished(transition)
            }
            clearSettledMovementFlags()
            if !pending.isEmpty { scheduleCommit() }
        }

        // MARK: Layout

        /// Remembers `view` for the commit's layout; the view has just been marked.
        func viewNeedsLayout(_ view: UIView) {
            viewsNeedingLayout.append(WeakView(view: view))
            scheduleCommit()
        }

        /// True when a layout pass over `root`'s subtree has something to do: a view in it is marked
        /// with `setNeedsLayout()`, or (when the pass starts container transitions) a waiting
        /// transition is started by the layout of a view in it. When false the pass would call
        /// nothing and change nothing, so it can be skipped, as UIKit skips a clean subtree.
        ///
        /// Every marked view is in `viewsNeedingLayout` (`setNeedsLayout()` is the only way to mark
        /// one), so the marks need no walk of the tree. Entries whose view has gone or was laid out
        /// meanwhile are dropped here, as the commit would drop them.
        ///
        /// - Complexity: O((*m* + *p*) · *d*) for *m* remembered views and *p* waiting transitions at
        ///   depth up to *d*.
        func hasLayoutWork(under root: UIView, startingTransitions: Bool) -> Bool {
            var hasStaleEntries = false
            for entry in viewsNeedingLayout {
                guard let view = entry.view, view.needsLayoutMark else {
                    hasStaleEntries = true
                    continue
                }
                if view.isDescendant(of: root) { return true }
            }
            if hasStaleEntries { viewsNeedingLayout.removeAll { $0.view?.needsLayoutMark != true } }
            guard startingTransitions else { return false }
            for transition in pending {
                if let view = transition.layoutView(), view.isDescendant(of: root) { return true }
            }
            return false
        }

        func beginLayoutPass() {
            layoutPassDepth += 1
        }

        func endLayoutPass() {
            layoutPassDepth -= 1
        }

        /// Starts the transitions the layout of `view` starts, exactly as the commit would start them:
        /// on each lane only the first pending transition, only when no transition runs on that lane,
        /// and at most one per lane and pass. `startedLanes` collects the lanes used by the pass: a
        /// list, as a pass starts transitions on few lanes, too few for a set to pay for itself.
        func startLayoutTransitions(of view: UIView, startedLanes: inout [ObjectIdentifier]) {
            guard !pending.isEmpty else { return }
            var startedAny = false
            while let transition = nextLayoutTransition(of: view, excludingLanes: startedLanes) {
                pending.removeAllIdentical(transition)
                if let lane = transition.lane { startedLanes.append(lane) }
                start(transition)
                startedAny = true
            }
            if startedAny { clearSettledMovementFlags() }
        }

        /// The first waiting transition that the layout of `view` starts and that is first on its lane
        /// with the lane free. The lanes are compared one by one: there are rarely more than a few
        /// transitions waiting or running, too few for sets to pay.
        ///
        /// - Complexity: O(*p* · (*p* + *r* + *l*)) for *p* waiting and *r* running transitions and
        ///   *l* lanes excluded.
        private func nextLayoutTransition(of view: UIView, excludingLanes excluded: [ObjectIdentifier]) -> Transition? {
            for (index, transition) in pending.enumerated() {
                guard transition.layoutView() === view else { continue }
                guard let lane = transition.lane else { return transition }
                if isTaken(lane, waitingAhead: index, excluded: excluded) { continue }
                return transition
            }
            return nil
        }

        /// True when `lane` has a transition running, is claimed by the commit or by the layout pass
        /// (`excluded`), or has a transition waiting ahead of position `index` of `pending`.
        private func isTaken(_ lane: ObjectIdentifier, waitingAhead index: Int, excluded: [ObjectIdentifier]) -> Bool {
            for transition in pending[..<index] where transition.lane == lane { return true }
            for transition in running where transition.lane == lane { return true }
            return (!lanesClaimedByCommit.isEmpty && lanesClaimedByCommit.contains(lane)) || (!excluded.isEmpty && excluded.contains(lane))
        }

        /// Lays out the marked views that are in a window, as Core Animation lays out the layer
        /// tree of every window at the commit. Views outside any window stay marked.
        private func layOutMarkedViews() {
            guard !viewsNeedingLayout.isEmpty else { return }
            var windows: [UIWindow] = []
            for entry in viewsNeedingLayout {
                guard let view = entry.view, view.needsLayoutMark, let window = view.window else { continue }
                if !windows.containsIdentical(window) { windows.append(window) }
            }
            for window in windows {
                LayoutPass.run(from: window, startsContainerTransitions: false)
            }
            viewsNeedingLayout.removeAll { $0.view?.needsLayoutMark != true }
        }

        private func reportTransitionsEndedInLayout() {
            let ended = transitionsEndedInLayout
            transitionsEndedInLayout.removeAll()
            for transition in ended { transactions.transitionFinished(transition) }
        }

        // MARK: Bookkeeping shared with the controllers

        func markLeaving(_ controller: UIViewController) {
            leavingControllers.insert(ObjectIdentifier(controller))
        }

        func clearLeaving(_ controller: UIViewController) {
            leavingControllers.remove(ObjectIdentifier(controller))
        }

        func isLeaving(_ controller: UIViewController) -> Bool {
            leavingControllers.contains(ObjectIdentifier(controller))
        }

        func registerPresentation(of controller: UIViewController) {
            presentedControllers.append(controller)
        }

        func unregisterPresentation(of controller: UIViewController) {
            presentedControllers.removeAllIdentical(controller)
        }

        // MARK: isMovingToParent / isMovingFromParent

        private var controllersWithMovementFlags: [ObjectIdentifier: UIViewController] = [:]

        /// Marks `controller` as joining or leaving its parent until its appearance settles.
        func flagMovement(of controller: UIViewController, toParent: Bool) {
            controller.movementState = toParent ? .toParent : .fromParent
            controllersWithMovementFlags[ObjectIdentifier(controller)] = controller
        }

        /// The flags are meaningful only inside appearance callbacks; once a controller takes part
        /// in no running or waiting transition, they go back to false. A waiting transition keeps its
        /// participants' flags, or one ending before it (in the same commit, or forced by a layout
        /// pass) would take them away before its callbacks run.
        private func clearSettledMovementFlags() {
            guard !controllersWithMovementFlags.isEmpty else { return }
            // Stamps instead of a set of the involved controllers; nothing here calls app code.
            let involved = MembershipStamp.next()
            for transition in running {
                for controller in transition.appearance.disappearing { controller.membershipStamp = involved }
                for controller in transition.appearance.appearing { controller.membershipStamp = involved }
                for controller in transition.participants { controller.membershipStamp = involved }
            }
            for transition in pending {
                for controller in transition.participants { controller.membershipStamp = involved }
            }
            for transition in startingInCommit {
                for controller in transition.participants { controller.membershipStamp = involved }
            }
            for (id, controller) in controllersWithMovementFlags where controller.membershipStamp != involved {
                controller.movementState = .none
                controllersWithMovementFlags[id] = nil
            }
        }

        func forgetAll() {
            controllersWithMovementFlags.removeAll()
            presentedControllers.removeAll()
            leavingControllers.removeAll()
            windowsNeedingAppearanceRefresh.removeAll()
            // A view left marked but forgotten would never be registered again.
            for entry in viewsNeedingLayout { entry.view?.needsLayoutMark = false }
            viewsNeedingLayout.removeAll()
        }
    }

    /// A view the engine remembers without keeping it alive.
    private struct WeakView {
        weak var view: UIView?
    }

#endif
