// Describing a controller formats its type and address, which a successful navigation never
// shows: its log messages are dropped and it has no error. These hold the controller instead and
// build the text only when a failure, a timeout or a late completion needs it.

/// Who a call out of the router is made to, for timeouts and late completions.
///
/// The controller is held weakly: a completion outlives its call when the code called keeps it,
/// and it must not keep the controller alive with it.
@MainActor
enum CallOutOwner {
    /// An entity named by its type, or the navigation itself.
    case named(String)
    /// The presentation handler, dismissing what covers the controller.
    case dismissingAbove(WeakController)
    /// The presentation handler, making the controller visible.
    case revealing(WeakController)
    /// A container adapter, given the children assembled for the controller.
    case settingChildren(WeakController)
    /// The wait until the controller is on screen.
    case showing(WeakController)
    /// UIKit, closing the controller for a dismissal.
    case closing(WeakController)
    /// The wait until nothing covers the controller.
    case waitingUncovered(WeakController)

    var text: String {
        switch self {
        case .named(let name): name
        case .dismissingAbove(let controller): "Dismissing what covers \(Self.describe(controller))"
        case .revealing(let controller): "Revealing \(Self.describe(controller))"
        case .settingChildren(let controller): "Setting the children of \(Self.describe(controller))"
        case .showing(let controller): "Showing \(Self.describe(controller))"
        case .closing(let controller): "Closing \(Self.describe(controller))"
        case .waitingUncovered(let controller): "Waiting until nothing covers \(Self.describe(controller))"
        }
    }

    private static func describe(_ controller: WeakController) -> String {
        controller.value.map { "\($0)" } ?? "a view controller deallocated since"
    }
}

/// A controller's class and address, kept to name it in an error after it may have gone.
///
/// The text takes the form the Objective-C runtime gives an object that does not describe itself
/// (`<Module.Class: 0x…>`), which is what a view controller's description is unless its class
/// overrides it.
@MainActor
struct ControllerIdentity {
    let type: UIViewController.Type
    let address: UInt

    init(_ controller: UIViewController) {
        type = Swift.type(of: controller)
        address = UInt(bitPattern: ObjectIdentifier(controller))
    }

    var text: String { "<\(String(reflecting: type)): 0x\(String(address, radix: 16))>" }
}

// The error location, by contrast, holds its controller strongly, as the closures of the call it
// belongs to already do; they are released when the call completes or times out, and the text is
// the same as if it had been built at once.

/// An error location made, with its controller described, only when it is needed.
@MainActor
struct DeferredLocation {
    private enum Base {
        case location(RoutingErrorLocation)
        /// A planned step's location, made from its descriptor: most runs never need it.
        case step(StepDescriptor, index: Int, phase: RoutingErrorLocation.Phase)
    }

    private let base: Base
    let controller: UIViewController?

    init(_ base: RoutingErrorLocation, controller: UIViewController? = nil) {
        self.base = .location(base)
        self.controller = controller
    }

    init(phase: RoutingErrorLocation.Phase, controller: UIViewController) {
        self.init(RoutingErrorLocation(phase: phase), controller: controller)
    }

    /// The location of the step `descriptor` describes, at `index`, in `phase`, with `controller`.
    init(step descriptor: StepDescriptor, index: Int, phase: RoutingErrorLocation.Phase, controller: UIViewController) {
        base = .step(descriptor, index: index, phase: phase)
        self.controller = controller
    }

    var resolved: RoutingErrorLocation {
        switch base {
        case .step(let descriptor, let index, let phase):
            return descriptor.location(phase, index: index, viewController: controller)
        case .location(let location):
            guard let controller else { return location }
            return RoutingErrorLocation(
                phase: location.phase, stepIndex: location.stepIndex, finderType: location.finderType,
                factoryType: location.factoryType, actionType: location.actionType, contextType: location.contextType,
                viewController: "\(controller)", entityType: location.entityType)
        }
    }
}

extension PlannedBuild {
    /// The step's location with `viewController`, made only when needed.
    func deferredLocation(_ phase: RoutingErrorLocation.Phase, viewController: UIViewController) -> DeferredLocation {
        DeferredLocation(step: descriptor, index: index, phase: phase, controller: viewController)
    }
}
