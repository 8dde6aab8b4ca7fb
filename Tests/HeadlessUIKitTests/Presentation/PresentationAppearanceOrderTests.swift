import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.2 table rows 3–5: the order of appearance callbacks around present and dismiss.
    @MainActor
    @Suite("Appearance order of presentations")
    struct PresentationAppearanceOrderTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// The events the §1.2 rows name (viewIsAppearing is not part of those rows).
        private func significant(_ log: EventLog) -> [String] {
            log.events.filter { !$0.hasSuffix("viewIsAppearing") }
        }

        @Test(
            "Full-screen present: P loads, presenter will-disappear, P will-appear, presenter did-disappear, P did-appear, completion",
            arguments: [false, true])
        func fullScreenPresentOrder(animated: Bool) async {
            let log = EventLog()
            let root = RecordingViewController("R", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let presented = RecordingViewController("P", log: log)
            presented.modalPresentationStyle = .fullScreen

            root.present(presented, animated: animated) { log.record("completion") }
            await runtime.waitUntilIdle()

            #expect(
                significant(log) == [
                    "P.viewDidLoad", "R.viewWillDisappear", "P.viewWillAppear",
                    "R.viewDidDisappear", "P.viewDidAppear", "completion",
                ])
        }

        @Test("viewIsAppearing of the presented controller comes between its viewWillAppear and viewDidAppear")
        func viewIsAppearingBetweenWillAndDidAppear() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            let will = try #require(log.events.firstIndex(of: "P.viewWillAppear"))
            let isAppearing = try #require(log.events.firstIndex(of: "P.viewIsAppearing"))
            let did = try #require(log.events.firstIndex(of: "P.viewDidAppear"))
            #expect(will < isAppearing && isAppearing < did)
        }

        @Test(
            "Sheet-like present: only the presented controller gets callbacks",
            arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext])
        func sheetPresentOrder(style: UIModalPresentationStyle) async {
            let log = EventLog()
            let root = RecordingViewController("R", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let presented = RecordingViewController("P", log: log)
            presented.modalPresentationStyle = style

            root.present(presented, animated: true) { log.record("completion") }
            await runtime.waitUntilIdle()

            #expect(significant(log) == ["P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear", "completion"])
        }

        @Test(
            "Full-screen dismiss: P will-disappear, presenter will-appear, P did-disappear, presenter did-appear, completion",
            arguments: [false, true])
        func fullScreenDismissOrder(animated: Bool) async {
            let log = EventLog()
            let root = RecordingViewController("R", log: log)
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()

            root.dismiss(animated: animated) { log.record("completion") }
            await runtime.waitUntilIdle()

            #expect(
                significant(log) == [
                    "P.viewWillDisappear", "R.viewWillAppear", "P.viewDidDisappear",
                    "R.viewDidAppear", "completion",
                ])
        }

        @Test("Sheet dismiss: only the dismissed controller gets callbacks")
        func sheetDismissOrder() async {
            let log = EventLog()
            let root = RecordingViewController("R", log: log)
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)
            presented.modalPresentationStyle = .pageSheet
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()

            presented.dismiss(animated: true) { log.record("completion") }
            await runtime.waitUntilIdle()

            #expect(significant(log) == ["P.viewWillDisappear", "P.viewDidDisappear", "completion"])
        }

        @Test("A presented container forwards appearance to its visible child, parent first; the hidden stack entry gets none")
        func presentedContainerForwardsToVisibleChild() async {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let bottom = RecordingViewController("Bottom", log: log)
            let top = RecordingViewController("Top", log: log)
            let presentedNav = UINavigationController(rootViewController: bottom)
            presentedNav.pushViewController(top, animated: false)
            _ = log.take()

            root.present(presentedNav, animated: true)
            await runtime.waitUntilIdle()

            let appearance = log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") }
            #expect(appearance == ["Top.viewWillAppear", "Top.viewDidAppear"])
            _ = log.take()

            top.dismiss(animated: true)
            await runtime.waitUntilIdle()

            let disappearance = log.events.filter { $0.contains(".view") }
            #expect(disappearance == ["Top.viewWillDisappear", "Top.viewDidDisappear"])
        }
    }
}
