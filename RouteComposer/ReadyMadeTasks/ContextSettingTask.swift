/// A context task that lets a ``ContextAccepting`` controller configure itself: its preparation
/// runs the controller type's ``ContextAccepting/checkCompatibility(with:)`` before the screen
/// changes, and its work calls ``ContextAccepting/setup(with:)`` on the controller.
@MainActor
public struct ContextSettingTask<VC: ContextAccepting>: ContextTask {
    /// The controller type the task configures.
    public typealias ViewController = VC
    /// The controller's context type.
    public typealias Context = VC.Context

    /// Creates the task.
    public init() {}

    /// Asks `VC` whether it accepts `context`; its error cancels the navigation before any change.
    public mutating func prepare(with context: VC.Context) throws {
        try VC.checkCompatibility(with: context)
    }

    /// Lets `viewController` configure itself with `context`.
    public func perform(on viewController: VC, with context: VC.Context) throws {
        try viewController.setup(with: context)
    }
}
