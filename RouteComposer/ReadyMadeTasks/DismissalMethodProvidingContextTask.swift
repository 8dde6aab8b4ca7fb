/// A context task that gives a ``Dismissible`` controller its ``Dismissible/dismissalBlock``, so
/// the configuration that shows a controller also decides how it is closed.
///
/// The block is set on every navigation that finds or builds the controller, replacing any
/// earlier one. The navigation's context is not used.
@MainActor
public struct DismissalMethodProvidingContextTask<VC: Dismissible, C>: ContextTask {
    /// The controller type the task configures.
    public typealias ViewController = VC
    /// The navigation's context type.
    public typealias Context = C

    /// The block given to the controller.
    let dismissalBlock: (_: VC, _: VC.DismissalTargetContext, _: Bool, _: ((_: RoutingResult) -> Void)?) -> Void

    /// Creates the task with the block the controller will call to close itself. The block gets
    /// the controller, the value it passes, whether to animate, and a completion it must call once.
    public init(dismissalBlock: @escaping (_: VC, _: VC.DismissalTargetContext, _: Bool, _: ((_: RoutingResult) -> Void)?) -> Void) {
        self.dismissalBlock = dismissalBlock
    }

    /// Sets the block on `viewController`.
    public func perform(on viewController: VC, with context: C) throws {
        viewController.dismissalBlock = dismissalBlock
    }
}
