import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the layout suites: which view a test lays out, a navigation controller shown
// inside a tab bar controller, and views and controllers that record their layout callbacks.

/// The view a layout test calls `layoutIfNeeded()` on, relative to the container it changed.
enum LayoutReceiver: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The window the container is in.
    case window
    /// The container's own view.
    case containerView
    /// A view between the window and the container's view.
    case ancestorView

    var testDescription: String { rawValue }
}

/// A navigation controller shown as the selected tab of a tab bar controller in a fresh window,
/// idle, with an empty log: every receiver of `layoutIfNeeded()` exists, and the tab bar
/// controller's view lies between the window and the navigation controller's view.
@MainActor
struct NavigationLayoutStage {
    let log: EventLog
    let window: UIWindow
    let tabBar: UITabBarController
    let navigation: UINavigationController
    /// The stack the navigation controller was shown with, root first.
    let stack: [RecordingViewController]

    /// Shows a navigation controller holding controllers named `names`, root first.
    static func make(stack names: [String] = ["root"]) async -> NavigationLayoutStage {
        let log = EventLog()
        let stack = names.map { RecordingViewController($0, log: log) }
        let navigation = UINavigationController()
        navigation.setViewControllers(stack, animated: false)
        let tabBar = UITabBarController()
        tabBar.viewControllers = [navigation, UIViewController()]
        let window = await HeadlessRuntime.shared.showInFreshWindow(tabBar)
        _ = log.take()
        return NavigationLayoutStage(log: log, window: window, tabBar: tabBar, navigation: navigation, stack: stack)
    }

    func view(for receiver: LayoutReceiver) -> UIView {
        switch receiver {
        case .window: window
        case .containerView: navigation.view
        case .ancestorView: tabBar.view
        }
    }
}

/// A view that records its `layoutSubviews()` into an ``EventLog`` as `"name.layoutSubviews"`.
@MainActor
final class LayoutRecordingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() { log.record("\(name).layoutSubviews") }
}

/// A controller whose view is a ``LayoutRecordingView`` and that records its layout callbacks
/// as `"name.viewWillLayoutSubviews"` / `"name.viewDidLayoutSubviews"`.
@MainActor
final class LayoutRecordingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = LayoutRecordingView("\(name).view", log: log) }
    override func viewWillLayoutSubviews() { log.record("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.record("\(name).viewDidLayoutSubviews") }
}

/// The events of `events` that concern layout.
func layoutEvents(_ events: [String]) -> [String] {
    events.filter { $0.hasSuffix("LayoutSubviews") || $0.hasSuffix(".layoutSubviews") }
}
