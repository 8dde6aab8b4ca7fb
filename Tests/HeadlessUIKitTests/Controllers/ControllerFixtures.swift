import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers for the suites of the everyday system controllers (alerts, tables, pages, search).
// Every name starts with "Controller" or "controller" so it cannot clash with other suites' helpers.

/// An alert controller that records its appearance callbacks into an ``EventLog`` as `"Alert.event"`.
@MainActor
final class ControllerRecordingAlertController: UIAlertController {
    var log = EventLog()

    override func viewWillAppear(_ animated: Bool) { log.record("Alert.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("Alert.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("Alert.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("Alert.viewDidDisappear") }
}

/// The appearance events of `log` without `viewIsAppearing`, which every suite here ignores.
@MainActor
func controllerAppearance(_ log: EventLog) -> [String] {
    log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") }
}
