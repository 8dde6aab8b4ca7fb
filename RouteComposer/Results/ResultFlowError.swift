/// Why a flow that returns a value ended without one: see
/// ``DefaultRouter/result(of:with:closing:animated:)``.
///
/// A failure of the flow's navigation itself is not one of these: it is the navigation's own
/// error, as ``Router/navigate(to:with:animated:completion:)`` reports it.
///
/// A struct with static codes rather than an enum, so later versions add reasons without
/// breaking an app's exhaustive `switch`. Match it by ``code``:
///
/// ```swift
/// if let ended = error as? ResultFlowError, ended.code == .flowClosedByUser { … }
/// ```
public struct ResultFlowError: Error, Sendable, CustomStringConvertible {
    /// Which reason this is.
    public let code: ProblemCode
    /// A description of the flow's destination, its last step.
    public let destination: String
    /// The type of the controller that was to produce the value; nil when the flow never reached
    /// one.
    public let controllerType: Any.Type?
    /// The type of the value the flow was to return.
    public let resultType: Any.Type
    /// A sentence saying what ended the flow and naming the step, the controller and the types.
    public let message: String

    init(code: ProblemCode, destination: String, controllerType: Any.Type?, resultType: Any.Type, message: String) {
        self.code = code
        self.destination = destination
        self.controllerType = controllerType
        self.resultType = resultType
        self.message = message
    }

    /// The code and the sentence.
    public var description: String { "\(code): \(message)" }
}

extension ProblemCode {
    /// The task waiting for the value was cancelled; the router closed the flow as its
    /// ``ResultFlowClosing`` says.
    public static let flowCancelled = ProblemCode("flowCancelled")
    /// A report of the user's changes (``DefaultRouter/reportUserChanges()``, or the start of the
    /// router's next request) named the controller as removed by no router: the user swiped its
    /// sheet away or went back, or the app removed it through UIKit itself (a router cannot tell
    /// the two apart).
    public static let flowClosedByUser = ProblemCode("flowClosedByUser")
    /// A navigation or dismissal of a router reporting to the same observers removed the
    /// controller before it produced a value.
    public static let flowClosedByNavigation = ProblemCode("flowClosedByNavigation")
    /// The controller was deallocated without producing a value before any report named its
    /// removal: closed by the user or the app with nobody reporting it, or never kept on screen.
    public static let flowReleasedWithoutResult = ProblemCode("flowReleasedWithoutResult")
    /// Another flow already waits for the value of the controller the navigation reached.
    public static let resultAlreadyAwaited = ProblemCode("resultAlreadyAwaited")
    /// The destination ends at an origin step, which runs no tasks, so no flow can wait on its
    /// controller.
    public static let flowWithoutController = ProblemCode("flowWithoutController")
}
