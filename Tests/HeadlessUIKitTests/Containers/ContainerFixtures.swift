import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the container, containment and appearance suites. Names are prefixed or specific
// enough not to collide with helpers of other areas.

/// The name a container test uses for a controller in its logs.
@MainActor
func containerTestName(of controller: UIViewController) -> String {
    (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
}

/// The events of `events` that are appearance callbacks (view loading and containment filtered out).
func appearanceEvents(_ events: [String]) -> [String] {
    let callbacks = ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    return events.filter { event in callbacks.contains { event.hasSuffix(".\($0)") } }
}

/// Records a navigation controller delegate's calls into an ``EventLog`` as
/// `"nav.willShow(name)"` / `"nav.didShow(name)"`.
@MainActor
final class NavigationDelegateRecorder: NSObject, UINavigationControllerDelegate {
    let log: EventLog
    private(set) var willShowAnimatedFlags: [Bool] = []
    private(set) var didShowAnimatedFlags: [Bool] = []

    init(log: EventLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        willShowAnimatedFlags.append(animated)
        log.record("nav.willShow(\(containerTestName(of: viewController)))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        didShowAnimatedFlags.append(animated)
        log.record("nav.didShow(\(containerTestName(of: viewController)))")
    }
}

/// Counts a tab bar controller delegate's calls.
@MainActor
final class TabBarDelegateRecorder: NSObject, UITabBarControllerDelegate {
    private(set) var shouldSelectCalls = 0
    private(set) var didSelectCalls = 0

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        shouldSelectCalls += 1
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelectCalls += 1
    }
}

/// A split view controller delegate whose answers a test chooses, recording every call it gets.
@MainActor
final class SplitDelegateRecorder: NSObject, UISplitViewControllerDelegate {
    var handlesShow = false
    var handlesShowDetail = false
    var takesSecondaryOnCollapse = false
    private(set) var calls: [String] = []
    private(set) var shownDetails: [UIViewController] = []
    private(set) var collapsedSecondaries: [(secondary: UIViewController, primary: UIViewController)] = []

    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        calls.append("show")
        return handlesShow
    }

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        calls.append("showDetail")
        shownDetails.append(vc)
        return handlesShowDetail
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        calls.append("collapseSecondary")
        collapsedSecondaries.append((secondaryViewController, primaryViewController))
        return takesSecondaryOnCollapse
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        calls.append("didExpand")
    }
}

/// A controller that remembers, for each appearance callback, the containment state it saw.
@MainActor
final class ContainmentProbeViewController: UIViewController {
    struct Snapshot: Equatable {
        let event: String
        let isMovingToParent: Bool
        let isMovingFromParent: Bool
        let navigationController: ObjectIdentifier?
        let parent: ObjectIdentifier?
    }

    private(set) var snapshots: [Snapshot] = []

    /// The last snapshot taken in the callback named `event` (e.g. `"viewWillAppear"`).
    func snapshot(_ event: String) -> Snapshot? {
        snapshots.last { $0.event == event }
    }

    private func capture(_ event: String) {
        snapshots.append(
            Snapshot(
                event: event,
                isMovingToParent: isMovingToParent,
                isMovingFromParent: isMovingFromParent,
                navigationController: navigationController.map(ObjectIdentifier.init),
                parent: parent.map(ObjectIdentifier.init)))
    }

    override func viewWillAppear(_ animated: Bool) { capture("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { capture("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { capture("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { capture("viewDidDisappear") }
}

/// A custom container that turns automatic appearance forwarding off. When `manuallyForwarded`
/// is set, it forwards its own appearance to that child with begin/endAppearanceTransition.
@MainActor
final class ManualForwardingContainer: UIViewController {
    weak var manuallyForwarded: UIViewController?

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Adds `child` with the full containment sequence and puts its view inside the container's view.
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        manuallyForwarded?.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        manuallyForwarded?.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        manuallyForwarded?.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        manuallyForwarded?.endAppearanceTransition()
    }
}

/// Collects the objects of the notifications posted under one name, until ``stop()``.
@MainActor
final class ContainerNotificationRecorder {
    @MainActor
    private final class Storage {
        var objects: [ObjectIdentifier?] = []
    }

    private let storage = Storage()
    private var token: (any NSObjectProtocol)?

    init(name: Notification.Name) {
        let storage = storage
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated { storage.objects.append(id) }
        }
    }

    /// The identities of the posted notifications' objects, oldest first.
    var objects: [ObjectIdentifier?] { storage.objects }

    /// How many notifications had `object` as their object.
    func count(for object: AnyObject) -> Int {
        storage.objects.filter { $0 == ObjectIdentifier(object) }.count
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

/// Holds a value written by a completion handler.
@MainActor
final class ContainerCompletionBox<Value> {
    var values: [Value] = []
}

extension HeadlessRuntime {
    /// Runs `body` inside the next turn of the main queue, right after the work already queued
    /// (such as the commit a container change scheduled), and before anything that work queues.
    func runInNextContainerTestTurn(_ body: @escaping @MainActor @Sendable () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { body() }
                continuation.resume()
            }
        }
    }

    /// Starts recording exceptions instead of trapping, with no diagnostics recorded yet.
    func startRecordingContainerDiagnostics() {
        exceptionPolicy = .record
        clearDiagnostics()
    }
}

/// Two navigation controllers side by side in a classic split view controller, shown in a fresh
/// window, each about to receive a probe: for tests of two stack changes in flight at once.
@MainActor
struct TwoStacks {
    let left = UINavigationController(rootViewController: UIViewController())
    let right = UINavigationController(rootViewController: UIViewController())
    let leftProbe = ContainmentProbeViewController()
    let rightProbe = ContainmentProbeViewController()

    /// Shows the split view controller and pushes a probe onto each stack without animation,
    /// leaving both pushes waiting for the next commit.
    static func pushingAProbeOntoEach() async -> TwoStacks {
        let stacks = TwoStacks()
        let split = UISplitViewController()
        split.viewControllers = [stacks.left, stacks.right]
        await HeadlessRuntime.shared.showInFreshWindow(split)
        stacks.left.pushViewController(stacks.leftProbe, animated: false)
        stacks.right.pushViewController(stacks.rightProbe, animated: false)
        return stacks
    }
}
