import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §4 rules 1–4 and 6 for the classic (`.unspecified`) split view controller.
    @MainActor
    @Suite("Split view: classic style")
    struct SplitClassicTests {
        /// A classic split with a navigation primary and a plain secondary, shown in a fresh window.
        private struct Fixture {
            let split: UISplitViewController
            let master: UIViewController
            let primary: UINavigationController
            let secondary: UIViewController
            let window: UIWindow
        }

        private func makeFixture(log: EventLog? = nil, delegate: SplitDelegateRecorder? = nil) async -> Fixture {
            let master = UIViewController()
            let primary = UINavigationController(rootViewController: master)
            let secondary: UIViewController = log.map { RecordingViewController("secondary", log: $0) } ?? UIViewController()
            let split = UISplitViewController()
            split.delegate = delegate
            split.viewControllers = [primary, secondary]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            // Record instead of trapping, so that a model exception fails one test, not the run.
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            _ = log?.take()
            return Fixture(split: split, master: master, primary: primary, secondary: secondary, window: window)
        }

        @Test("Expanded, viewControllers is [primary, secondary] and both are children")
        func expandedViewControllersArePrimaryAndSecondary() async {
            let fixture = await makeFixture()

            #expect(fixture.split.style == .unspecified)
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(!fixture.split.isCollapsed)
            #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
            #expect(fixture.split.children == [fixture.primary, fixture.secondary])
            #expect(fixture.secondary.splitViewController === fixture.split)
        }

        @Test("showDetailViewController replaces the secondary")
        func showDetailReplacesTheSecondary() async {
            let fixture = await makeFixture()
            let detail = UIViewController()

            fixture.split.showDetailViewController(detail, sender: nil)

            #expect(fixture.split.viewControllers == [fixture.primary, detail])
            #expect(detail.parent === fixture.split)
            #expect(fixture.secondary.parent == nil)
        }

        @Test("showDetailViewController with the current secondary does nothing")
        func showDetailWithCurrentSecondaryIsANoOp() async {
            let log = EventLog()
            let fixture = await makeFixture(log: log)

            fixture.split.showDetailViewController(fixture.secondary, sender: nil)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take().isEmpty)
            #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
            #expect(fixture.secondary.parent === fixture.split)
        }

        @Test("show(_:sender:) replaces the primary")
        func showReplacesThePrimary() async {
            let fixture = await makeFixture()
            let newPrimary = UIViewController()

            fixture.split.show(newPrimary, sender: nil)

            #expect(fixture.split.viewControllers == [newPrimary, fixture.secondary])
            #expect(fixture.primary.parent == nil)
        }

        @Test("A delegate returning true from showDetail handles it: the secondary stays")
        func delegateHandlingShowDetailKeepsTheSecondary() async {
            let delegate = SplitDelegateRecorder()
            delegate.handlesShowDetail = true
            let fixture = await makeFixture(delegate: delegate)
            let detail = UIViewController()

            fixture.split.showDetailViewController(detail, sender: nil)

            #expect(delegate.shownDetails == [detail])
            #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
            #expect(detail.parent == nil)
        }

        @Test("A delegate returning false from showDetail lets the split install the secondary")
        func delegateDecliningShowDetailLetsSplitInstall() async {
            let delegate = SplitDelegateRecorder()
            let fixture = await makeFixture(delegate: delegate)
            let detail = UIViewController()

            fixture.split.showDetailViewController(detail, sender: nil)

            #expect(delegate.calls.contains("showDetail"))
            #expect(fixture.split.viewControllers == [fixture.primary, detail])
        }

        @Test("A delegate returning true from show handles it: the primary stays")
        func delegateHandlingShowKeepsThePrimary() async {
            let delegate = SplitDelegateRecorder()
            delegate.handlesShow = true
            let fixture = await makeFixture(delegate: delegate)

            fixture.split.show(UIViewController(), sender: nil)

            #expect(delegate.calls.contains("show"))
            #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
        }

        @Test("Collapsing pushes the secondary onto a navigation primary and leaves one view controller")
        func collapsingPushesSecondaryOntoPrimary() async {
            let fixture = await makeFixture()

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(fixture.split.isCollapsed)
            #expect(fixture.split.viewControllers == [fixture.primary])
            #expect(fixture.primary.viewControllers == [fixture.master, fixture.secondary])
            #expect(fixture.secondary.navigationController === fixture.primary)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(fixture.split.viewControllers.count == 1)
        }

        @Test("A delegate returning true from collapseSecondary discards the secondary")
        func delegateTakingTheSecondaryDiscardsIt() async throws {
            let delegate = SplitDelegateRecorder()
            delegate.takesSecondaryOnCollapse = true
            let fixture = await makeFixture(delegate: delegate)

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)

            let call = try #require(delegate.collapsedSecondaries.first)
            #expect(call.secondary === fixture.secondary)
            #expect(call.primary === fixture.primary)
            #expect(fixture.split.isCollapsed)
            #expect(fixture.split.viewControllers == [fixture.primary])
            #expect(fixture.primary.viewControllers == [fixture.master])
            #expect(fixture.secondary.navigationController == nil)
        }

        @Test("showDetailViewController while collapsed pushes onto the primary navigation controller")
        func showDetailWhileCollapsedPushesOntoPrimary() async {
            let fixture = await makeFixture()
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()
            let detail = UIViewController()

            fixture.split.showDetailViewController(detail, sender: nil)

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(fixture.primary.topViewController === detail)
            #expect(detail.navigationController === fixture.primary)
            #expect(fixture.split.viewControllers == [fixture.primary])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(fixture.primary.topViewController === detail)
        }

        @Test("Expanding separates the secondary from the primary again")
        func expandingSeparatesTheSecondary() async {
            let fixture = await makeFixture()
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()

            HeadlessRuntime.shared.setHorizontalSizeClass(.regular, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(!fixture.split.isCollapsed)
            #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
            #expect(fixture.primary.viewControllers == [fixture.master])
            #expect(fixture.secondary.parent === fixture.split)
            #expect(fixture.secondary.navigationController == nil)
        }

        @Test("showDetailTargetDidChangeNotification is posted on collapse and on expand")
        func notificationIsPostedOnCollapseAndExpand() async {
            let fixture = await makeFixture()
            let recorder = ContainerNotificationRecorder(name: UIViewController.showDetailTargetDidChangeNotification)
            defer { recorder.stop() }

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(recorder.count(for: fixture.split) == 1)

            HeadlessRuntime.shared.setHorizontalSizeClass(.regular, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(recorder.count(for: fixture.split) == 2)
        }

        @Test("Setting the same size class again neither collapses twice nor posts again")
        func repeatingTheSizeClassChangesNothing() async {
            let fixture = await makeFixture()
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()
            let recorder = ContainerNotificationRecorder(name: UIViewController.showDetailTargetDidChangeNotification)
            defer { recorder.stop() }

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(recorder.objects.isEmpty)
            #expect(fixture.primary.viewControllers == [fixture.master, fixture.secondary])
        }
    }
}
