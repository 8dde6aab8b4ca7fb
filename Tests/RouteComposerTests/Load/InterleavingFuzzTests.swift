import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// Seeded interleavings of everything that changes the screen: the router's navigations in
    /// every API form, its dismissals, deep links, and a person's hand (a swipe back finished or
    /// cancelled, a tap on the back button, a sheet pulled down or let go, a tap on a tab), each
    /// at a random moment, transitions included. After every step UIKit has warned of nothing;
    /// whenever the hand is lifted and the queue drained, every request has ended exactly once,
    /// and a success came only with its destination on screen; at the end no controller is left
    /// behind.
    @MainActor
    @Suite("Load: interleavings of navigations, dismissals, links and the user's hand")
    struct InterleavingFuzzTests {
        let runtime = HeadlessRuntime.shared

        /// One run's moving parts, handed to every action of the run.
        @MainActor
        final class Run {
            let window: UIWindow
            let router: DefaultRouter
            let links: DeepLinkRouter
            let ledger = LoadLedger()
            var tasks: [Task<Void, Never>] = []
            /// The finger on the screen, if a gesture is under way.
            var finger: HeadlessInteraction?
            var gestures = 0
            var replay: EventReplay?

            init(window: UIWindow, router: DefaultRouter, links: DeepLinkRouter) {
                self.window = window
                self.router = router
                self.links = links
            }
        }

        @Test(
            "10,000 seeded steps a seed: none lost, none twice, success only on screen, no UIKit warning, no leak",
            arguments: [UInt64(2_026_112_901), 7, 1_234_567])
        func interleavings(seed: UInt64) async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = 0.3
            let run = Run(window: window, router: DefaultRouter.forLoad(clock: ModelTimeClock()), links: try Self.links())
            var generator = SeededGenerator(seed: seed)
            let replay = EventReplay(window: window, observers: run.router.observers)
            run.replay = replay

            for step in 0..<10_000 {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0..<7:
                    if let task = run.ledger.requestRandomly(run.router, in: window, cancellingOneIn: 6, using: &generator) {
                        run.tasks.append(task)
                    }
                case 7..<9: link(run, using: &generator)
                case 9..<11: dismissal(run, using: &generator)
                case 11..<15: hand(run, using: &generator)
                default: await runtime.runTurns(Int.random(in: 1...4, using: &generator))
                }
                if !runtime.diagnostics.isEmpty {
                    Issue.record("seed \(seed), step \(step): UIKit reported \(runtime.diagnostics)")
                    runtime.clearDiagnostics()
                }
                if Int.random(in: 0..<16, using: &generator) == 0 || step == 9_999 {
                    guard await settle(run, using: &generator) else {
                        Issue.record(
                            "seed \(seed), step \(step): requests never ended: \(run.ledger.lost.prefix(10).map { run.ledger.names[$0] ?? "?" }); queue navigating: \(run.router.navigationQueue.isNavigating), waiting: \(run.router.navigationQueue.waitingCount)\n\(runtime.hierarchyDescription())"
                        )
                        return
                    }
                    #expect(!run.router.navigationQueue.isNavigating, "seed \(seed), step \(step): the queue is stuck")
                    // What the user changed is reported at the next request, or when asked.
                    run.router.reportUserChanges()
                    await runtime.waitUntilIdle()
                    for problem in replay.check() { run.ledger.problems.append("step \(step): \(problem)") }
                }
                if run.ledger.problems.count > 20 { break }
            }

            for problem in run.ledger.problems.prefix(20) { Issue.record("seed \(seed): \(problem)") }
            #expect(run.ledger.doubled.isEmpty)
            // Enough of each for the run to mean something, whatever the seed.
            #expect(run.ledger.requested > 4_000)
            #expect(run.gestures > 400, "the hand acted \(run.gestures) times")
            print(
                "interleavings, seed \(seed): \(run.ledger.requested) requests, \(run.ledger.successes) succeeded, \(run.ledger.failures) cancelled, \(run.gestures) gestures, \(run.ledger.lost.count) lost, \(run.ledger.doubled.count) twice, \(replay.events) events replayed at \(replay.checks) checks"
            )
            await expectNothingLeaked(run)
        }

        // MARK: The router's requests

        /// A deep link, as a scene delegate hands it on.
        private func link(_ run: Run, using generator: inout SeededGenerator) {
            let productID = Int.random(in: 1...5, using: &generator)
            let (text, isShown): (String, (UIViewController) -> Bool) =
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: ("shop://product/\(productID)", { ($0 as? ShopProductViewController)?.productID == "\(productID)" })
                case 1: ("shop://cart", { $0 is ShopCartViewController })
                default: ("shop://settings", { $0 is ShopSettingsViewController })
                }
            let id = run.ledger.next(text)
            let window = run.window
            let ledger = run.ledger
            do {
                guard let url = URL(string: text) else { throw URLError(.badURL) }
                try run.router.navigate(to: url, using: run.links, animated: Bool.random(using: &generator)) { result in
                    ledger.record(id, text, result, shown: Screen.visibleLeaf(in: window).map(isShown) == true)
                }
            } catch {
                ledger.record(id, text, .failure(error), shown: nil)
            }
        }

        /// The router closes what the user sees on top: a presented screen, or the top of a stack.
        private func dismissal(_ run: Run, using generator: inout SeededGenerator) {
            guard let leaf = Screen.visibleLeaf(in: run.window), leaf !== run.window.rootViewController else { return }
            let closable = leaf.presentingViewController != nil || (leaf.navigationController?.viewControllers.count ?? 0) > 1
            guard closable, !(leaf is ShopHomeViewController), !(leaf is ShopCatalogViewController), !(leaf is ShopCartViewController)
            else { return }
            let name = "closing \(type(of: leaf))"
            let id = run.ledger.next(name)
            let ledger = run.ledger
            let animated = Bool.random(using: &generator)
            run.replay?.note("router dismiss \(leaf)")
            run.router.dismiss(leaf, animated: animated) { [weak leaf] result in
                // Closed: no container or presenter in a window holds it any more.
                ledger.record(id, name, result, shown: leaf.map { !$0.isHeldInWindowHierarchy } ?? true)
            }
        }

        // MARK: The user's hand

        /// Puts a finger down, moves it, lifts it, or taps, whatever the screen is doing: UIKit
        /// refuses what a finger cannot do then (a swipe during a transition, a touch under a
        /// presentation), and so does the model.
        private func hand(_ run: Run, using generator: inout SeededGenerator) {
            if let finger = run.finger {
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: finger.update(percentComplete: CGFloat.random(in: 0...1, using: &generator))
                case 1:
                    finger.finish()
                    run.replay?.note("finger finish")
                default:
                    finger.cancel()
                    run.replay?.note("finger cancel")
                }
                if finger.phase != .tracking { run.finger = nil }
                run.gestures += 1
                return
            }
            let tabs = run.window.rootViewController as? UITabBarController
            let stack = tabs?.selectedViewController as? UINavigationController
            let top = Screen.visibleLeaf(in: run.window)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                if let stack, let finger = runtime.beginInteractivePop(in: stack, with: Bool.random(using: &generator) ? .edgeSwipe : .contentPan) {
                    finger.update(percentComplete: CGFloat.random(in: 0...1, using: &generator))
                    run.finger = finger
                    run.gestures += 1
                    run.replay?.note("pop begins")
                }
            case 1:
                if let stack, runtime.simulateBackButtonTap(in: stack) {
                    run.gestures += 1
                    run.replay?.note("back tap")
                }
            case 2:
                if let top, top.presentingViewController != nil, let finger = runtime.beginInteractiveDismissal(of: top) {
                    finger.update(percentComplete: CGFloat.random(in: 0...1, using: &generator))
                    run.finger = finger
                    run.gestures += 1
                    run.replay?.note("sheet drag begins on \(top)")
                }
            case 3:
                if let top, top.presentingViewController != nil, runtime.simulateSheetSwipeDown(of: top) != .ignored {
                    run.gestures += 1
                    run.replay?.note("sheet swipe \(top)")
                }
            default:
                if let tabs, let tab = tabs.viewControllers?.randomElement(using: &generator), runtime.simulateUserSelection(of: tab, in: tabs) {
                    run.gestures += 1
                    run.replay?.note("tab tap \(tab)")
                }
            }
        }

        // MARK: Settling and the census

        /// Lifts the finger, then lets every request and transition run to its end. False, with
        /// nothing awaited, when a request is left that nothing will end.
        private func settle(_ run: Run, using generator: inout SeededGenerator) async -> Bool {
            if let finger = run.finger {
                if Bool.random(using: &generator) { finger.finish() } else { finger.cancel() }
                run.replay?.note("settle lifts finger")
                run.finger = nil
            }
            // An async request ends in a task of its own, which the model's turns let run.
            for _ in 0..<50 where !run.ledger.lost.isEmpty {
                await runtime.waitUntilIdle()
                await Task.yield()
            }
            guard run.ledger.lost.isEmpty else { return false }
            for task in run.tasks { await task.value }
            run.tasks.removeAll()
            await runtime.waitUntilIdle()
            return true
        }

        private func expectNothingLeaked(_ run: Run) async {
            do {
                let offScreen = ControllerCensus.alive.filter { !$0.isAttachedToWindowHierarchy }
                #expect(offScreen.isEmpty, "alive but not in the hierarchy: \(offScreen)")
            }
            run.window.rootViewController?.dismiss(animated: false)
            await runtime.waitUntilIdle()
            run.window.rootViewController = UIViewController()
            await runtime.waitUntilIdle()
            #expect(ControllerCensus.alive.isEmpty, "leaked: \(ControllerCensus.alive)")
        }

        private static func links() throws -> DeepLinkRouter {
            let links = DeepLinkRouter()
            try links.register("shop://product/:id", destination: TestShop.product, context: { $0["id"] }, parameters: { ["id": $0] })
            try links.register("shop://cart", destination: TestShop.cart)
            try links.register("shop://settings", destination: TestShop.settings)
            return links
        }
    }
}
