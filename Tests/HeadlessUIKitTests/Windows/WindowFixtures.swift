import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers shared by the window, scene, targeting, scale and memory suites. Every name here is
// prefixed or specific enough not to collide with the helpers of other suites.

/// The selector UIKit's `show(_:sender:)` targeting uses.
let windowsShowSelector = Selector(("showViewController:sender:"))
/// The selector UIKit's `showDetailViewController(_:sender:)` targeting uses.
let windowsShowDetailSelector = Selector(("showDetailViewController:sender:"))

/// Counts deallocations; `deinit` is nonisolated, so the count is guarded by a lock.
final class DeallocationTally: @unchecked Sendable {
    private let lock = NSLock()
    private var storedCount = 0

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storedCount
    }

    func increment() {
        lock.lock()
        storedCount += 1
        lock.unlock()
    }
}

/// A controller that reports its deallocation to a ``DeallocationTally``.
@MainActor
final class TalliedViewController: UIViewController {
    let tally: DeallocationTally

    init(tally: DeallocationTally) {
        self.tally = tally
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    deinit { tally.increment() }
}

/// A custom container that reports its deallocation, for deep containment chains.
@MainActor
final class TalliedContainerController: UIViewController {
    let tally: DeallocationTally

    init(tally: DeallocationTally) {
        self.tally = tally
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    deinit { tally.increment() }

    /// `addChild` then `didMove(toParent:)`, as a well-behaved custom container does.
    func embed(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }
}

/// A custom container: embeds children with the full containment dance, optionally showing
/// the child's view inside its own (which is what makes the child appear in a window).
@MainActor
final class WindowsTestContainerController: UIViewController {
    func embed(_ child: UIViewController, showingView: Bool = false) {
        addChild(child)
        if showingView { view.addSubview(child.view) }
        child.didMove(toParent: self)
    }
}

/// A controller that records its view-loading calls.
@MainActor
final class ViewLoadingProbeController: UIViewController {
    private(set) var events: [String] = []
    /// When set, `loadView()` installs this view instead of calling super.
    var customView: UIView?

    override func loadView() {
        events.append("loadView")
        if let customView {
            view = customView
        } else {
            super.loadView()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad(isViewLoaded: \(isViewLoaded))")
    }
}

/// A plain controller that claims `show(_:sender:)` through `canPerformAction` and records what
/// it was asked to show instead of showing it.
@MainActor
final class ShowClaimingController: UIViewController {
    private(set) var shownControllers: [UIViewController] = []

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == windowsShowSelector { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    override func show(_ vc: UIViewController, sender: Any?) {
        shownControllers.append(vc)
    }
}

/// A navigation controller that refuses to be the target of `show(_:sender:)`.
@MainActor
final class ShowRefusingNavigationController: UINavigationController {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == windowsShowSelector { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A window subclass that records key-status changes.
@MainActor
final class KeyRecordingWindow: UIWindow {
    private(set) var keyEvents: [String] = []

    override func becomeKey() {
        super.becomeKey()
        keyEvents.append("becomeKey")
    }

    override func resignKey() {
        super.resignKey()
        keyEvents.append("resignKey")
    }
}

/// A controller with a title, for readable hierarchy dumps.
@MainActor
func windowsTitled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// The first key window found the way RouteComposer's `KeyWindowProvider` finds it:
/// connected scenes → window scenes → windows → `isKeyWindow`.
@MainActor
func windowsKeyWindowThroughScenes() -> UIWindow? {
    UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap(\.windows)
        .first { $0.isKeyWindow }
}
