import Foundation

/// The one executor: runs a list of ``NavigationInstruction``s (a navigation's plan, a dismissal,
/// the undos of a rollback) one after another, every call out of the router going through one
/// ``CallOut``, which owns the deadline and exactly-once completion.
///
/// Written with completions rather than async functions so that a navigation with no
/// interceptors and no animation completes before `navigate` returns, as apps expect of UIKit
/// code. Each instruction ends by calling ``advance()``, which checks for a cancellation at that
/// step boundary and runs the next one; a failure ends the run, after rolling back what the
/// journal recorded.
@MainActor
final class NavigationExecutor {
    /// Where a run is: interceptors first, when nothing of the screen has changed, then changes.
    enum Phase {
        /// Interceptors run: a cancellation ends the run at once.
        case intercepting
        /// The screen changes: a cancellation ends the run at the next step boundary.
        case changing
        /// Cancelled while changing: ends at the next step boundary.
        case cancelled
        /// Failed; the recorded changes are being undone. Not cancellable.
        case rollingBack
        /// The request has finished.
        case ended
    }

    /// What a run reads only now and then: how to plan again, and where its errors begin.
    @MainActor
    struct Job {
        /// Plans again, without interceptors, when the interceptors changed the hierarchy under the plan.
        let replan: (() throws -> NavigationPlan)?
        /// The first serial number `FailureLocations` gives during this run: an app's error noted
        /// since was located by the entity that threw it, which knows better than the run where it arose.
        let firstErrorSerial: Int

        init(replan: (() throws -> NavigationPlan)?) {
            self.replan = replan
            firstErrorSerial = FailureLocations.shared.nextSerial
        }
    }

    /// What the router hands its runs: read at nearly every step, so held here rather than in ``job``.
    let settings: NavigationRunSettings
    let animated: Bool
    /// The request the run is: finished once when the run ends.
    let request: NavigationRequest
    /// Reports to the router's observers and leak detection; nil for a run nobody tracks.
    let tracker: NavigationTracker?
    let job: Job
    /// The navigation's plan, until the origin step takes it; nil for a dismissal.
    var plan: NavigationPlan?
    var program: Program
    var phase: Phase
    /// The run's call out, made by the first call: a navigation to a screen already shown makes none.
    private var callsIfMade: CallOut?
    var calls: CallOut {
        if let made = callsIfMade { return made }
        let made = CallOut(clock: settings.clock, logger: settings.logger)
        callsIfMade = made
        return made
    }
    /// Changed by assignment, never by a call in place (an append, an insert): then no access to
    /// it spans a call, and the compiler drops the run-time exclusivity check that each of the
    /// many accesses of a navigation would otherwise pay.
    var state = RunState()

    var logger: Logger? { settings.logger }
    /// False once the run has failed or ended; waits that outlive it stop, and nothing more is
    /// asked of UIKit but the rollback's undos.
    var isRunning: Bool {
        switch phase {
        case .intercepting, .changing, .cancelled: true
        case .rollingBack, .ended: false
        }
    }

    /// The changes made so far, for a rollback: made when the first change is recorded, so that a
    /// navigation that changes nothing makes none; never under ``RollbackPolicy/leaveAsIs``.
    var journal: RollbackJournal? {
        if state.journalIfMade == nil, settings.rollbackPolicy == .rollback, phase != .rollingBack {
            state.journalIfMade = RollbackJournal(locator: settings.locator)
        }
        return state.journalIfMade
    }

    /// A run of the navigation `plan`, which is consumed: it moves into the run rather than being
    /// copied with all it holds.
    init(
        plan: consuming NavigationPlan, settings: NavigationRunSettings, animated: Bool, request: NavigationRequest, tracker: NavigationTracker?,
        replan: (() throws -> NavigationPlan)?
    ) {
        self.settings = settings
        self.animated = animated
        self.request = request
        self.tracker = tracker
        job = Job(replan: replan)
        program = Program(
            instructions: NavigationPlanner.instructions(for: plan, forecast: settings.forecast), closes: false, builds: plan.builds,
            interceptors: plan.interceptors)
        phase = plan.interceptors.isEmpty ? .changing : .intercepting
        state.collectsPostTasks = plan.hasPostTasks
        // Last, so the plan moves in.
        self.plan = consume plan
    }

    /// A run of `interceptors` only, one after another, and nothing after them: the interceptors'
    /// part of a navigation's program, for a ``GlobalInterceptorRouter`` that navigates through
    /// the router it wraps once they have all succeeded. Each goes through the same call out,
    /// with its deadline, its first completion counted, its error located, and a cancellation
    /// ending the run at once.
    init(intercepting interceptors: [PreparedInterceptor], settings: NavigationRunSettings, request: NavigationRequest) {
        self.settings = settings
        animated = false
        self.request = request
        tracker = nil
        job = Job(replan: nil)
        program = Program(instructions: interceptors.indices.map(NavigationInstruction.intercept), closes: false, interceptors: interceptors)
        phase = .intercepting
    }

    /// A dismissal's run: the one-instruction program that closes `viewController` by `method`.
    init(
        closing viewController: UIViewController, by method: DismissalMethod, settings: NavigationRunSettings, animated: Bool,
        request: NavigationRequest, tracker: NavigationTracker
    ) {
        self.settings = settings
        self.animated = animated
        self.request = request
        self.tracker = tracker
        job = Job(replan: nil)
        program = Program(instructions: [.close], closes: true, closing: (method, viewController))
        phase = .changing
    }

    func start() {
        // Held strongly until the request finishes, which drops the closure (the run's end
        // finishes it). A weak capture would free nothing sooner: a run whose completion never
        // comes keeps its request running in the queue either way.
        // A dismissal under way is not cancellable, as UIKit's transition is not.
        if !program.closes { request.stopRunning = { [self] in cancel() } }
        advance()
    }

    // MARK: The state machine

    /// Runs the next instruction, at a step boundary: a cancellation noticed here ends the run.
    func advance() {
        let phase = phase
        switch phase {
        case .intercepting, .changing, .rollingBack: break
        case .cancelled: return end(.failure(CancellationError()))
        case .ended: return
        }
        guard let instruction = program.take() else {
            if phase == .rollingBack { return finishRollback() }
            if !program.closes { logger?.info("The navigation finished successfully.") }
            return end(.success)
        }
        if phase == .intercepting, !instruction.intercepts { self.phase = .changing }
        perform(instruction)
    }

    private func perform(_ instruction: NavigationInstruction) {
        switch instruction {
        case .intercept(let index): intercept(index)
        case .replanAfterInterceptors: replanAfterInterceptors()
        case .begin(let origin): begin(origin)
        case .dismissAbove: dismissAbove()
        case .reveal: reveal()
        case .build(let index): build(index)
        case .flush: flush()
        case .confirm: confirm()
        case .postTasks:
            runPostTasks()
            advance()
        case .close: close()
        case .undo(let index): undo(index)
        }
    }

    // MARK: Cancellation

    private func cancel() {
        // A rollback under way finishes: stopping it halfway would leave a half-built screen.
        guard isRunning else { return }
        if phase == .intercepting {
            end(.failure(CancellationError()))
        } else {
            phase = .cancelled
        }
    }

    /// False, after ending the run with `CancellationError`, when it was cancelled.
    func mayContinue() -> Bool {
        guard phase == .cancelled else { return isRunning }
        end(.failure(CancellationError()))
        return false
    }

    // MARK: Calls out of the router

    /// Calls `body` through the call out, which owns its deadline and completion; see ``CallOut``.
    func callOut(
        _ owner: CallOutOwner, timeout: TimeInterval?, at location: DeferredLocation,
        _ body: (@escaping (RoutingResult) -> Void) -> Void, then: @escaping (RoutingResult) -> Void
    ) {
        // Anything asked of UIKit or the app may change what the run found before.
        state.forgetFindings()
        calls.call(owner, timeout: timeout, at: location, body, then: then)
    }

    /// Waits until no transition runs around `controller` (and, with `onScreen`, until its view
    /// is in a window, when the navigation started in one), then calls `body` out of the router;
    /// the deadline covers the wait too.
    func settled(
        _ controller: UIViewController, onScreen: Bool = false, owner: CallOutOwner, at location: DeferredLocation,
        _ body: @escaping (@escaping (RoutingResult) -> Void) -> Void, then: @escaping (RoutingResult) -> Void
    ) {
        let needsWindow = onScreen && state.startedInWindow
        callOut(
            owner, timeout: settings.actionTimeout, at: location,
            { done in
                // Nothing to wait for, as nearly always: the wait's closures are not made.
                if isRunning, TransitionSettling.isSettledNow(controller, onScreen: needsWindow) {
                    guard mayContinue() else { return }
                    body(done)
                    return
                }
                TransitionSettling.waitUntilSettled(controller, onScreen: needsWindow, isWanted: { [self] in isRunning }) { [self] in
                    // A cancellation that arrived during the wait stops the run before it asks
                    // UIKit for anything more.
                    guard mayContinue() else { return }
                    body(done)
                }
            }, then: then)
    }

    /// Goes on after a step that ended with `result`, or fails the run there.
    func proceed(_ result: RoutingResult, at location: DeferredLocation) {
        guard case .failure(let error) = result else { return advance() }
        let resolved = location.resolved
        fail(error.located(at: resolved, unlessNotedSince: job.firstErrorSerial), note: "the navigation failed at \(resolved)")
    }

    func fail(_ error: Error, note: String? = nil) {
        if let note {
            logger?.error("\(note): \(loggedFailure(error))")
        } else {
            logger?.error("The navigation failed: \(loggedFailure(error))")
        }
        end(.failure(error))
    }

    /// Finishes the request once; a later end, such as a cancellation noticed after it, is logged
    /// and ignored.
    func finishRequest(_ result: RoutingResult) {
        guard phase != .ended else {
            logger?.warning("The navigation called its completion more than once; the later call was ignored.")
            return
        }
        phase = .ended
        request.finish(result)
    }

    /// Ends the run once; the call out under way is released so nothing the run captured
    /// outlives it. A failure after the screen changed, cancellation included, is first rolled
    /// back when the journal recorded changes, and ends with the error the rollback returns.
    func end(_ result: RoutingResult) {
        guard phase != .rollingBack else { return }
        callsIfMade?.end()
        if case .failure(let error) = result, error is CancellationError {
            logger?.info("The navigation was cancelled.")
        }
        // The journal as it is: one never made has nothing to undo.
        let journal = state.journalIfMade
        state.journalIfMade = nil
        guard case .failure(let error) = result, let records = journal?.records, !records.isEmpty else {
            journal?.clear()
            finishRequest(result)
            return
        }
        journal?.clear()
        startRollback(of: records, after: error)
    }
}

extension NavigationInstruction {
    /// True for an interceptor's instruction: the screen has not changed yet.
    fileprivate var intercepts: Bool {
        if case .intercept = self { return true }
        return false
    }
}
