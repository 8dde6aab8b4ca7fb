import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// A long seeded run of what an app lives through: taps and deep links that navigate, some of
    /// them together, some cancelled, and the user's own gestures in between. After every step the
    /// invariants hold; at the end a weak-reference census finds no controller left behind.
    @MainActor
    @Suite("Load: a seeded soak")
    struct SoakTests {
        let runtime = HeadlessRuntime.shared

        @Test("10,000 seeded steps: none lost, none twice, no UIKit warning, no controller leaked", arguments: [UInt64(20_261_123)])
        func soak(seed: UInt64) async throws {
            let window = await runtime.startLoadScenario()
            let router = DefaultRouter.forLoad()
            var generator = SeededGenerator(seed: seed)
            let ledger = LoadLedger()
            var tasks: [Task<Void, Never>] = []

            for step in 0..<10_000 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    // UIKit ignores touches while a transition runs, so a person acts on a still screen.
                    for task in tasks { await task.value }
                    tasks.removeAll()
                    await runtime.waitUntilIdle()
                    userGesture(in: window, using: &generator)
                case 1:
                    // A burst: several requests in one turn, as when a deep link lands during a tap.
                    for _ in 0..<Int.random(in: 2...4, using: &generator) {
                        if let task = ledger.requestRandomly(router, in: window, cancellingOneIn: 8, using: &generator) { tasks.append(task) }
                    }
                default:
                    if let task = ledger.requestRandomly(router, in: window, cancellingOneIn: 8, using: &generator) { tasks.append(task) }
                }
                if Int.random(in: 0..<4, using: &generator) == 0 || step == 9_999 {
                    for task in tasks { await task.value }
                    tasks.removeAll()
                    await runtime.waitUntilIdle()
                    #expect(!router.navigationQueue.isNavigating, "step \(step): the queue is stuck")
                }
                if !runtime.diagnostics.isEmpty {
                    Issue.record("step \(step): UIKit reported \(runtime.diagnostics)")
                    runtime.clearDiagnostics()
                }
                if ledger.problems.count > 20 { break }
            }
            for task in tasks { await task.value }
            await runtime.waitUntilIdle()

            for problem in ledger.problems.prefix(20) { Issue.record("\(problem)") }
            let lost = (0..<ledger.requested).filter { ledger.completions[$0] == nil }
            #expect(lost.isEmpty, "requests never completed: \(lost.prefix(20))")
            #expect(ledger.requested > 10_000)

            // The census: everything still alive is on screen; once the screen is cleared, nothing is.
            // Scoped, so the census's own strong references are gone before the teardown is checked.
            do {
                let offScreen = ControllerCensus.alive.filter { !$0.isAttachedToWindowHierarchy }
                #expect(offScreen.isEmpty, "alive but not in the hierarchy: \(offScreen)")
            }
            // Replacing a root that still presents leaks the presented controllers in UIKit too,
            // so the screen is cleared the way an app would: dismiss, then replace.
            window.rootViewController?.dismiss(animated: false)
            await runtime.waitUntilIdle()
            window.rootViewController = UIViewController()
            await runtime.waitUntilIdle()
            #expect(ControllerCensus.alive.isEmpty, "leaked: \(ControllerCensus.alive)")
        }

        /// What a person does without the router: swipe a sheet away, tap a tab, go back.
        private func userGesture(in window: UIWindow, using generator: inout SeededGenerator) {
            guard let root = window.rootViewController else { return }
            var top = root
            while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where top !== root && !top.isBeingPresented:
                _ = runtime.simulateInteractiveDismissal(of: top)
            case 1:
                if let tabs = root as? UITabBarController, top === root, let tab = tabs.viewControllers?.randomElement(using: &generator) {
                    _ = runtime.simulateUserSelection(of: tab, in: tabs)
                }
            default:
                if top === root, let tabs = root as? UITabBarController,
                    let navigation = tabs.selectedViewController as? UINavigationController,
                    navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil
                {
                    navigation.popViewController(animated: Bool.random(using: &generator))
                }
            }
        }
    }

}
