/// A view controller named in a ``NavigationEvent``, held weakly.
///
/// Events hold controllers weakly so that an observer that keeps events (a test recording them,
/// a debug screen listing them) does not keep screens alive, which leak detection would then
/// report. The type name and description are taken when the event is made and stay readable
/// after the controller is gone.
public struct ControllerReference: CustomStringConvertible {
    /// The controller, while it is alive.
    public private(set) weak var viewController: UIViewController?
    /// `String(reflecting:)` of the controller's class.
    public let typeName: String
    /// The controller's description when the event was made.
    public let description: String
    /// The controller's identity when the event was made, to recognise it after the weak reference
    /// is cleared. Compare it only with a controller known to be alive: a freed one's address is
    /// reused.
    let id: ObjectIdentifier

    @MainActor
    init(_ viewController: UIViewController) {
        self.viewController = viewController
        id = ObjectIdentifier(viewController)
        typeName = String(reflecting: type(of: viewController))
        description = "\(viewController)"
    }
}
