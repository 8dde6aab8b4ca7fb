import Foundation
@testable import HeadlessUIKit

/// An ordered record of lifecycle events, shared by the recording controllers of one test.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// The events recorded since the last call, which are then forgotten.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// A controller that writes its lifecycle callbacks into an ``EventLog`` as `"name.event"`.
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.record("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        log.record("\(name).willMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.record("\(name).didMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }
}
