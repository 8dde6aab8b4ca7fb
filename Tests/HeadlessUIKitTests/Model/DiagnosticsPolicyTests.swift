import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §8.3: how exceptions and warnings are reported, and what reset() restores.
    ///
    /// Nothing here raises under `.trap`: that would stop the test process.
    @MainActor
    @Suite("Model: diagnostics policy")
    struct DiagnosticsPolicyTests {
        @Test("The default exception policy is .trap, and reset() restores it")
        func defaultPolicyIsTrap() async {
            #expect(HeadlessRuntime.shared.exceptionPolicy == .trap)

            HeadlessRuntime.shared.exceptionPolicy = .record
            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()

            #expect(HeadlessRuntime.shared.exceptionPolicy == .trap)
        }

        @Test("Under .record a refused push is recorded with UIKit's name and reason and changes nothing")
        func recordedPushLeavesStateUnchanged() async throws {
            let log = EventLog()
            let first = RecordingViewController("first", log: log)
            let second = RecordingViewController("second", log: log)
            let navigation = UINavigationController()
            navigation.setViewControllers([first, second], animated: false)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            HeadlessRuntime.shared.exceptionPolicy = .record
            _ = log.take()
            let before = HeadlessRuntime.shared.hierarchyDescription()

            navigation.pushViewController(first, animated: true)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .pushingSameInstance)
            #expect(
                error.reason
                    == "\(navigation) is pushing the same view controller instance (\(first)) more than once which is not supported and is most likely an error in the application"
            )
            #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
            #expect(navigation.viewControllers == [first, second])
            #expect(navigation.transitionCoordinator == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
            #expect(log.take().isEmpty)
            #expect(window.rootViewController === navigation)
        }

        @Test("Under .record a refused present (child controller) changes nothing and never completes")
        func recordedPresentLeavesStateUnchanged() async throws {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let container = WindowsTestContainerController()
            let child = UIViewController()
            container.embed(child)
            HeadlessRuntime.shared.exceptionPolicy = .record
            let before = HeadlessRuntime.shared.hierarchyDescription()

            var completed = false
            root.present(child, animated: false) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .presentingChildController)
            #expect(error.reason == "Application tried to present modally a view controller \(child) that has a parent view controller \(container).")
            #expect(!completed)
            #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
            #expect(child.parent === container)
            #expect(navigation.presentedViewController == nil)
        }

        @Test("Under .record a refused tab selection keeps the selection")
        func recordedTabSelectionLeavesStateUnchanged() async throws {
            let first = UIViewController()
            let second = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            _ = await HeadlessRuntime.shared.showInFreshWindow(tabs)
            HeadlessRuntime.shared.exceptionPolicy = .record
            let before = HeadlessRuntime.shared.hierarchyDescription()

            tabs.selectedViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .selectingForeignTab)
            #expect(
                error.reason
                    == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
            )
            #expect(tabs.selectedViewController === first)
            #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
        }

        @Test("Under .record a refused setViewControllers with duplicates keeps the stack")
        func recordedDuplicateStackLeavesStateUnchanged() async throws {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            HeadlessRuntime.shared.exceptionPolicy = .record
            let before = HeadlessRuntime.shared.hierarchyDescription()
            let newcomer = UIViewController()

            navigation.setViewControllers([newcomer, newcomer], animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.kind == .duplicateInNavigationStack)
            #expect(error.reason.hasPrefix("All view controllers in a navigation controller must be distinct ("))
            #expect(navigation.viewControllers == [root])
            #expect(newcomer.parent == nil)
            #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
        }

        @Test("Several recorded diagnostics are kept oldest first; exceptions and warnings are split out")
        func diagnosticsKeepOrder() async throws {
            HeadlessRuntime.shared.exceptionPolicy = .record
            let navigation = UINavigationController(rootViewController: UIViewController())

            navigation.popToViewController(UIViewController(), animated: false)
            UIViewController().present(UIViewController(), animated: false)
            navigation.pushViewController(UINavigationController(), animated: false)

            let diagnostics = HeadlessRuntime.shared.diagnostics
            #expect(diagnostics.count == 3)
            guard diagnostics.count == 3 else { return }
            guard case .exception(let firstError) = diagnostics[0],
                case .warning(let warning) = diagnostics[1],
                case .exception(let secondError) = diagnostics[2]
            else {
                Issue.record("unexpected diagnostics order: \(diagnostics)")
                return
            }
            #expect(firstError.kind == .poppingToMissingController)
            #expect(firstError.reason == "Tried to pop to a view controller that doesn't exist.")
            #expect(warning.kind == .presentingFromOutsideWindowHierarchy)
            #expect(secondError.kind == .pushingNavigationController)
            #expect(secondError.reason == "Pushing a navigation controller is not supported")
            #expect(HeadlessRuntime.shared.exceptions == [firstError, secondError])
            #expect(HeadlessRuntime.shared.warnings == [warning])
        }

        @Test("clearDiagnostics empties exceptions and warnings and keeps the policy")
        func clearDiagnosticsEmpties() async {
            HeadlessRuntime.shared.exceptionPolicy = .record
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.popToViewController(UIViewController(), animated: false)
            UIViewController().present(UIViewController(), animated: false)
            #expect(HeadlessRuntime.shared.diagnostics.count == 2)

            HeadlessRuntime.shared.clearDiagnostics()

            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            #expect(HeadlessRuntime.shared.exceptionPolicy == .record)
        }

        @Test("Warnings are recorded under the default .trap policy too")
        func warningsRecordedUnderTrap() async {
            UIViewController().present(UIViewController(), animated: false)

            #expect(HeadlessRuntime.shared.exceptionPolicy == .trap)
            #expect(HeadlessRuntime.shared.warnings.count == 1)
        }

        @Test("UIKitModelError.description is the console's 'Terminating app' line")
        func errorDescriptionFormat() async throws {
            HeadlessRuntime.shared.exceptionPolicy = .record
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.popToViewController(UIViewController(), animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.description.hasPrefix("*** Terminating app due to uncaught exception"))
            #expect(
                error.description
                    == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'"
            )
            #expect(HeadlessRuntime.shared.diagnostics.first?.description == error.description)
        }

        @Test("A warning's description is its message")
        func warningDescriptionIsMessage() async throws {
            UIViewController().present(UIViewController(), animated: false)

            let warning = try #require(HeadlessRuntime.shared.warnings.first)
            #expect(warning.description == warning.message)
            #expect(HeadlessRuntime.shared.diagnostics.first?.description == warning.message)
        }

        @Test("reset() restores every setting to its default and forgets diagnostics and scenes")
        func resetRestoresDefaults() async {
            let runtime = HeadlessRuntime.shared
            runtime.exceptionPolicy = .record
            runtime.transitionDuration = 0.5
            runtime.systemBehavior = .iOS17
            runtime.allowsPresentationOutsideWindowHierarchy = true
            runtime.maximumVisibleTabs = 3
            runtime.defaultHorizontalSizeClass = .compact
            _ = runtime.makeKeyWindow(rootViewController: UIViewController())
            UINavigationController(rootViewController: UIViewController()).popToViewController(UIViewController(), animated: false)
            #expect(!runtime.diagnostics.isEmpty)

            // Stays: reset() is what this test exercises.
            await runtime.reset()

            #expect(runtime.exceptionPolicy == .trap)
            #expect(runtime.transitionDuration == 0)
            #expect(runtime.systemBehavior == .iOS18)
            #expect(!runtime.allowsPresentationOutsideWindowHierarchy)
            #expect(runtime.maximumVisibleTabs == 5)
            #expect(runtime.defaultHorizontalSizeClass == .regular)
            #expect(runtime.diagnostics.isEmpty)
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(runtime.hierarchyDescription() == "(no connected scenes)")
        }

        @Test("reset() leaves the runtime idle: no work from the torn-down windows spills into the next test")
        func resetLeavesRuntimeIdle() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)

            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()

            #expect(HeadlessRuntime.shared.isIdle)
        }

        @Test("reset() waits for transitions in flight before tearing down")
        func resetWaitsForTransitions() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            var completed = false
            root.present(UIViewController(), animated: true) { completed = true }
            #expect(!HeadlessRuntime.shared.isIdle)

            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()

            #expect(completed)
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }
    }
}
