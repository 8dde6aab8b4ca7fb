#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The lifecycle callbacks the recording controllers of one check received, in order, as
/// `"name.callback"`.
@MainActor
final class LifecycleLog {
    private(set) var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// The events recorded since the last call, which are then forgotten.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }

    /// The events recorded since the last call without `viewDidLoad`, whose moment depends on
    /// when a view is first read, which is not what the appearance checks are about.
    func takeWithoutLoads() -> [String] {
        take().filter { !$0.hasSuffix(".viewDidLoad") }
    }
}

/// A controller that writes its containment and appearance callbacks into a ``LifecycleLog``.
@MainActor
final class RecordingController: UIViewController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record("\(name).viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(\(Self.describe(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(\(Self.describe(parent)))")
    }

    private static func describe(_ parent: UIViewController?) -> String {
        parent.map { String(describing: type(of: $0)) } ?? "nil"
    }
}
