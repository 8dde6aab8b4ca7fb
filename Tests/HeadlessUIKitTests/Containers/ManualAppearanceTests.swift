import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.2: shouldAutomaticallyForwardAppearanceMethods == false and begin/endAppearanceTransition.
    @MainActor
    @Suite("Appearance: manual forwarding")
    struct ManualAppearanceTests {
        @Test("A container that does not forward automatically gives its children no callbacks")
        func nonForwardingContainerGivesChildrenNoCallbacks() async {
            let log = EventLog()
            let container = ManualForwardingContainer()
            await HeadlessRuntime.shared.showInFreshWindow(container)
            let child = RecordingViewController("child", log: log)

            container.embed(child)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(appearanceEvents(log.take()).isEmpty)
            #expect(child.view.window != nil)
        }

        @Test("A child embedded before the window appears gets nothing when the container appears")
        func childOfNonForwardingRootGetsNothingWhenWindowAppears() async {
            let log = EventLog()
            let container = ManualForwardingContainer()
            container.embed(RecordingViewController("child", log: log))

            await HeadlessRuntime.shared.showInFreshWindow(container)

            #expect(appearanceEvents(log.take()).isEmpty)
        }

        @Test("begin/endAppearanceTransition drive a child's appear and disappear callbacks")
        func beginAndEndDriveCallbacks() async throws {
            let log = EventLog()
            let container = ManualForwardingContainer()
            await HeadlessRuntime.shared.showInFreshWindow(container)
            let child = RecordingViewController("child", log: log)
            container.embed(child)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            child.beginAppearanceTransition(true, animated: false)
            let afterBegin = appearanceEvents(log.take())
            #expect(afterBegin.first == "child.viewWillAppear")
            #expect(!afterBegin.contains("child.viewDidAppear"))
            child.endAppearanceTransition()
            #expect(appearanceEvents(log.take()) == ["child.viewDidAppear"])

            child.beginAppearanceTransition(false, animated: false)
            #expect(appearanceEvents(log.take()) == ["child.viewWillDisappear"])
            child.endAppearanceTransition()
            #expect(appearanceEvents(log.take()) == ["child.viewDidDisappear"])
        }

        @Test("A container forwarding by hand from its own callbacks brackets the child's callbacks")
        func manualForwardingFromContainerCallbacks() async {
            let log = EventLog()
            let container = ManualForwardingContainer()
            let child = RecordingViewController("child", log: log)
            container.embed(child)
            container.manuallyForwarded = child

            let window = await HeadlessRuntime.shared.showInFreshWindow(container)
            let appeared = appearanceEvents(log.take())
            #expect(appeared.first == "child.viewWillAppear")
            #expect(appeared.last == "child.viewDidAppear")
            #expect(appeared.filter { $0 == "child.viewWillAppear" }.count == 1)

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()) == ["child.viewWillDisappear", "child.viewDidDisappear"])
        }

        @Test("endAppearanceTransition without a begin records the unbalanced-calls warning")
        func endWithoutBeginWarns() async throws {
            let controller = UIViewController()

            controller.endAppearanceTransition()

            let warning = try #require(HeadlessRuntime.shared.warnings.first)
            #expect(warning.kind == .unbalancedAppearanceTransition)
            #expect(warning.message == "Unbalanced calls to begin/end appearance transitions for \(controller).")
        }

        @Test("Two begins without an end record the unbalanced-calls warning")
        func doubleBeginWarns() async {
            let controller = UIViewController()

            controller.beginAppearanceTransition(true, animated: false)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            controller.beginAppearanceTransition(true, animated: false)

            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.unbalancedAppearanceTransition])
        }

        @Test("Balanced begin/end pairs record no warning")
        func balancedCallsDoNotWarn() async {
            let controller = UIViewController()

            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: true)
            controller.endAppearanceTransition()

            #expect(HeadlessRuntime.shared.warnings.isEmpty)
        }
    }
}
