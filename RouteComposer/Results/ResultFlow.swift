import Foundation

/// One wait for a value: navigates to the destination, connects to the controller's
/// ``ResultChannel``, and ends exactly once, with the value or a reason.
///
/// Kept alive by what it waits on, and by nothing once it has ended: the navigation's completion
/// while it navigates, the release signal the controller's channel holds while it waits, and the
/// dismissal's completion while it closes.
@MainActor
final class ResultFlow<Output> {
    private enum Phase {
        case navigating
        case waiting
        case closing
        case ended
    }

    /// What the flow was asked to do, fixed when it is made: where to navigate with which router,
    /// and how to close what it showed once the value came.
    private struct Request {
        let router: DefaultRouter
        let closing: ResultFlowClosing
        let animated: Bool
        let destination: String
        /// The screen as it was when the flow was made, which ``ResultFlowClosing`` closes back to.
        let startingScreen: ScreenMembership
    }

    /// The controller the flow waits on, once the navigation attached one.
    private struct Connection {
        weak var controller: UIViewController?
        weak var channel: ResultChannel<Output>?
        /// What the flow knows of its controller, for removals and messages after the controller
        /// itself may be gone.
        var attached: (id: ObjectIdentifier, type: UIViewController.Type, name: String)?
        /// Whether the controller hung in a window when the navigation ended, for the message of
        /// its release.
        var wasOnScreen = false
    }

    private var phase = Phase.navigating
    private let request: Request
    private var connection = Connection()
    private var completion: ((Result<Output, Error>) -> Void)?
    /// A value sent while the navigation still ran (from `viewDidLoad`, say): taken when it ends.
    private var earlyValue: Output?
    private var isCancelled = false
    private var observation: NavigationObservation?
    private let navigationCancellation = NavigationCancellation()

    init(
        router: DefaultRouter, closing: ResultFlowClosing, animated: Bool, destination: String,
        completion: @escaping (Result<Output, Error>) -> Void
    ) {
        request = Request(
            router: router, closing: closing, animated: animated, destination: destination, startingScreen: ScreenMembership())
        self.completion = completion
    }

    /// Whether a value sent now ends the flow.
    var acceptsValue: Bool { (phase == .navigating || phase == .waiting) && !isCancelled && earlyValue == nil }

    /// Navigates to `head`, which must run ``ResultAttachment`` on the destination's controller.
    func start<Context>(_ head: StepLink, with context: Context) {
        observation = request.router.observers.add { [weak self] event in self?.heard(event) }
        do {
            try NavigationCancellation.offering(navigationCancellation) {
                try request.router.navigate(
                    to: DestinationStep<UIViewController, Context>(head: head), with: context, animated: request.animated
                ) { [self] result in navigationEnded(result) }
            }
        } catch {
            end(.failure(error))
        }
    }

    /// Connects the flow to the controller the navigation found or built.
    ///
    /// - Throws: ``ProblemCode/resultAlreadyAwaited`` when another flow waits on the controller.
    func attach(_ controller: UIViewController, channel: ResultChannel<Output>) throws {
        if let other = channel.flow, other !== self, other.phase != .ended {
            throw failure(
                .resultAlreadyAwaited, "\(controller), the controller of \(request.destination), already has a flow waiting for its \(outputName).",
                controller: controller)
        }
        connection.channel?.detach(from: self)
        connection.controller = controller
        connection.attached = (ObjectIdentifier(controller), type(of: controller), "\(controller)")
        connection.channel = channel
        channel.flow = self
        channel.releaseSignal = ReleaseSignal { [self] in
            // A `deinit` runs on no known actor, so the release is handled on the main queue's
            // next turn, as UIKit's own deferred work is; a report of the user's changes made
            // before then ends the flow first, naming the removal.
            DispatchQueue.main.async { MainActor.assumeIsolated { self.controllerReleased() } }
        }
    }

    func receive(_ value: Output) {
        switch phase {
        case .navigating: earlyValue = value
        case .waiting: close(then: .success(value))
        case .closing, .ended: break
        }
    }

    /// Ends the flow for the cancelled task: stops the navigation, or closes what it showed.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        switch phase {
        case .navigating: navigationCancellation.cancel()
        case .waiting: close(then: .failure(failure(.flowCancelled, "The task waiting for \(subject) was cancelled.")))
        case .closing, .ended: break
        }
    }

    private func navigationEnded(_ result: RoutingResult) {
        guard phase == .navigating else { return }
        if case .failure(let error) = result {
            end(.failure(isCancelled ? failure(.flowCancelled, "The task waiting for \(subject) was cancelled during its navigation.") : error))
            return
        }
        guard let controller = connection.controller else {
            let reason =
                connection.attached == nil
                ? "The navigation to \(request.destination) ended without reaching a controller that produces \(outputName)."
                : "\(controllerName), the controller of \(request.destination), was released during its navigation without producing \(outputName)."
            end(.failure(failure(connection.attached == nil ? .flowWithoutController : .flowReleasedWithoutResult, reason)))
            return
        }
        phase = .waiting
        connection.wasOnScreen = controller.isAttachedToWindowHierarchy
        if let earlyValue {
            close(then: .success(earlyValue))
        } else if isCancelled {
            close(then: .failure(failure(.flowCancelled, "The task waiting for \(subject) was cancelled.")))
        }
    }

    private func heard(_ event: NavigationEvent) {
        guard phase == .waiting, event.kind == .didRemove, let attached = connection.attached, let reason = event.removalReason,
            event.removed.contains(where: { $0.id == attached.id })
        else { return }
        if reason.isByUser {
            end(.failure(failure(.flowClosedByUser, "\(controllerName) left the screen (\(reason)) before producing \(outputName).")))
        } else {
            end(
                .failure(
                    failure(
                        .flowClosedByNavigation,
                        "\(event.navigation) to \(event.destination) removed \(controllerName) (\(reason)) before it produced \(outputName).")))
        }
    }

    private func controllerReleased() {
        guard phase == .waiting else { return }
        let how =
            connection.wasOnScreen
            ? "left the screen by no router's hand and was released before any report of the user's changes named it"
            : "was released without ever being on screen"
        let message = "\(controllerName), the controller of \(request.destination), \(how), without producing \(outputName)."
        end(.failure(failure(.flowReleasedWithoutResult, message)))
    }

    /// Closes what the flow showed, as its request's closing says, then ends with `outcome`. What the
    /// closing reports is the router's: a failure to close does not take the value away.
    private func close(then outcome: Result<Output, Error>) {
        phase = .closing
        connection.channel?.detach(from: self)
        guard let controller = connection.controller,
            let target = request.closing.target(closing: controller, startedFrom: request.startingScreen)
        else {
            end(outcome)
            return
        }
        request.router.dismiss(target, animated: request.animated) { [self] _ in end(outcome) }
    }

    private func end(_ outcome: Result<Output, Error>) {
        guard phase != .ended else { return }
        phase = .ended
        observation?.cancel()
        observation = nil
        connection.channel?.detach(from: self)
        let completion = self.completion
        self.completion = nil
        completion?(outcome)
    }

    private var outputName: String { "a value of type \(String(reflecting: Output.self))" }
    private var controllerName: String { connection.attached?.name ?? "its controller" }
    private var subject: String { "\(outputName) from \(controllerName) at \(request.destination)" }

    private func failure(_ code: ProblemCode, _ message: String, controller: UIViewController? = nil) -> ResultFlowError {
        ResultFlowError(
            code: code, destination: request.destination,
            controllerType: controller.map { type(of: $0) } ?? connection.attached?.type,
            resultType: Output.self, message: message)
    }
}

extension ResultChannel {
    /// Disconnects `flow`, if it is the one connected; its release signal then fires into a flow
    /// that no longer waits.
    func detach(from flow: ResultFlow<Output>) {
        guard self.flow === flow else { return }
        self.flow = nil
        releaseSignal = nil
    }
}
