import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Controllers a navigation removes are checked for deallocation on the router's clock.
    @MainActor
    @Suite("Lifecycle: leak detection")
    struct LeakDetectionTests {
        let runtime = HeadlessRuntime.shared

        /// Presents a cycling controller, made by `make`, then navigates to the cart, which
        /// dismisses it; returns the router, its recorder, clock and logger.
        private func presentThenDismiss(
            leakDetection: LeakDetection = .after(2),
            _ make: @escaping @MainActor () -> CyclingViewController
        ) async throws
            -> (router: DefaultRouter, recorder: EventRecorder, clock: ManualNavigationClock, logger: RecordingLogger)
        {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            let logger = RecordingLogger()
            var router = DefaultRouter(logger: logger, clock: clock)
            router.leakDetection = leakDetection
            let recorder = EventRecorder()
            router.observers.add(recorder)
            try await router.navigate(to: TestShop.catalog, animated: false)
            try await router.navigate(to: TestShop.presented(make), animated: false)
            try await router.navigate(to: TestShop.cart, animated: false)
            await runtime.waitUntilIdle()
            return (router, recorder, clock, logger)
        }

        @Test("A controller kept alive by a retain cycle is reported once, with its type and the navigation that removed it")
        func retainCycleIsReported() async throws {
            weak var leaked: CyclingViewController?
            let (router, recorder, clock, logger) = try await presentThenDismiss {
                let controller = CyclingViewController()
                controller.makeCycle()
                leaked = controller
                return controller
            }
            let removal = try #require(recorder.events(of: .didRemove).last)
            #expect(removal.removed.map(\.typeName.shortTypeName) == ["CyclingViewController"])
            #expect(leaked != nil)

            clock.advance(by: 1.9)
            #expect(recorder.events(of: .leakSuspected).isEmpty)
            clock.advance(by: 0.1)
            clock.advance(by: 10)

            let reports = recorder.events(of: .leakSuspected)
            #expect(reports.count == 1)
            let report = try #require(reports.first)
            #expect(report.controller?.typeName.shortTypeName == "CyclingViewController")
            #expect(report.controller?.viewController === leaked)
            #expect(report.navigation == removal.navigation)
            #expect(report.destination.contains("ShopCartViewController"))
            #expect(logger.warnings.count == 1)
            #expect(logger.warnings.first?.contains("CyclingViewController") == true)
            #expect(clock.pendingTimerCount == 0)
            leaked?.breakCycle()
            withExtendedLifetime(router) {}
        }

        @Test("A clean run reports nothing and leaves no timer")
        func cleanRunReportsNothing() async throws {
            weak var presented: CyclingViewController?
            let (router, recorder, clock, logger) = try await presentThenDismiss {
                let controller = CyclingViewController()
                presented = controller
                return controller
            }
            #expect(recorder.events(of: .didRemove).last?.removed.map(\.typeName.shortTypeName) == ["CyclingViewController"])

            clock.advance(by: 5)

            #expect(presented == nil)
            #expect(recorder.events(of: .leakSuspected).isEmpty)
            #expect(logger.warnings.isEmpty)
            #expect(clock.pendingTimerCount == 0)
            withExtendedLifetime(router) {}
        }

        @Test("A controller freed just before the deadline is not reported")
        func freedBeforeDeadline() async throws {
            weak var leaked: CyclingViewController?
            let (router, recorder, clock, logger) = try await presentThenDismiss {
                let controller = CyclingViewController()
                controller.makeCycle()
                leaked = controller
                return controller
            }

            clock.advance(by: 1.99)
            leaked?.breakCycle()
            #expect(leaked == nil)
            clock.advance(by: 1)

            #expect(recorder.events(of: .leakSuspected).isEmpty)
            #expect(logger.warnings.isEmpty)
            withExtendedLifetime(router) {}
        }

        @Test("With detection off, no timer is scheduled and nothing is reported")
        func disabledSchedulesNothing() async throws {
            weak var leaked: CyclingViewController?
            let (router, recorder, clock, logger) = try await presentThenDismiss(leakDetection: .off) {
                let controller = CyclingViewController()
                controller.makeCycle()
                leaked = controller
                return controller
            }
            // Observers still hear of the removal; only the check is off.
            #expect(recorder.events(of: .didRemove).last?.removed.map(\.typeName.shortTypeName) == ["CyclingViewController"])
            #expect(clock.pendingTimerCount == 0)

            clock.advance(by: 60)

            #expect(recorder.events(of: .leakSuspected).isEmpty)
            #expect(logger.warnings.isEmpty)
            leaked?.breakCycle()
            withExtendedLifetime(router) {}
        }

        /// Presents a controller kept alive by a retain cycle, with a router that checks for leaks
        /// 2 seconds after a removal; returns the router, its recorder and clock, and a weak look
        /// at the controller.
        private func presentCyclingController() async throws
            -> (router: DefaultRouter, recorder: EventRecorder, clock: ManualNavigationClock, leaked: () -> CyclingViewController?)
        {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.leakDetection = .after(2)
            let recorder = EventRecorder()
            router.observers.add(recorder)
            weak var leaked: CyclingViewController?
            try await router.navigate(
                to: TestShop.presented {
                    let controller = CyclingViewController()
                    controller.makeCycle()
                    leaked = controller
                    return controller
                }, animated: false)
            return (router, recorder, clock, { leaked })
        }

        @Test("A dismissal through DefaultRouter is checked too")
        func routerDismissalIsChecked() async throws {
            let (router, recorder, clock, leaking) = try await presentCyclingController()
            weak let leaked = leaking()

            try await router.dismiss(try #require(leaked), animated: false)
            clock.advance(by: 2)

            let report = try #require(recorder.events(of: .leakSuspected).first)
            #expect(report.navigation == recorder.events(of: .didRemove).last?.navigation)
            leaked?.breakCycle()
            withExtendedLifetime(router) {}
        }

        @Test("A dismissal that waited for a navigation is checked too, under its own navigation, for what left at its turn")
        func queuedRouterDismissalIsChecked() async throws {
            let (router, recorder, clock, leaking) = try await presentCyclingController()
            weak let leaked = leaking()

            try router.navigate(to: TestShop.login, animated: true, completion: nil)
            let dismissal = ResultRecorder()
            router.dismiss(try #require(leaked), animated: true) { dismissal($0) }
            await runtime.waitUntilIdle()
            clock.advance(by: 2)

            #expect(dismissal.last?.isSuccessful == true)
            #expect(ControllerCensus.alive.contains { $0 is ShopLoginViewController } == false, "the login left with it")
            let reports = recorder.events(of: .leakSuspected)
            #expect(reports.count == 1)
            #expect(reports.first?.controller?.viewController === leaked)
            #expect(reports.first?.destination.contains("closing") == true)
            leaked?.breakCycle()
            withExtendedLifetime(router) {}
        }

        @Test("A controller removed twice before its check is reported once, the delay after its latest removal")
        func removedTwiceIsReportedOnce() async throws {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            let logger = RecordingLogger()
            var router = DefaultRouter(logger: logger, clock: clock)
            router.leakDetection = .after(2)
            let recorder = EventRecorder()
            router.observers.add(recorder)
            // Held by the test: alive at every check, as a leaked controller would be.
            let leaking = CyclingViewController()
            let step = TestShop.presented { leaking }

            try await router.navigate(to: step, animated: false)
            try await router.dismiss(leaking, animated: false)
            clock.advance(by: 1)
            try await router.navigate(to: step, animated: false)
            clock.advance(by: 0.5)
            try await router.dismiss(leaking, animated: false)
            #expect(recorder.events(of: .didRemove).count == 2)

            clock.advance(by: 1.9)
            #expect(recorder.events(of: .leakSuspected).isEmpty, "the first removal's check gives way to the second's")
            clock.advance(by: 0.1)
            clock.advance(by: 10)

            let reports = recorder.events(of: .leakSuspected)
            #expect(reports.count == 1)
            #expect(reports.first?.controller?.viewController === leaking)
            #expect(reports.first?.navigation == recorder.events(of: .didRemove).last?.navigation)
            #expect(logger.warnings.count == 1)
            #expect(clock.pendingTimerCount == 0)
            withExtendedLifetime(router) {}
        }

        @Test("Routers sharing their observers report a controller that both removed once, after its latest removal")
        func routersSharingObserversReportOnce() async throws {
            _ = await runtime.startLoadScenario()
            let clock = ManualNavigationClock()
            let observers = NavigationObservers()
            let recorder = EventRecorder()
            observers.add(recorder)
            var first = DefaultRouter(logger: nil, clock: clock, observers: observers)
            first.leakDetection = .after(2)
            var second = DefaultRouter(logger: nil, clock: clock, observers: observers)
            second.leakDetection = .after(2)
            // Held by the test: alive at every check, as a leaked controller would be.
            let leaking = CyclingViewController()
            let step = TestShop.presented { leaking }

            try await first.navigate(to: step, animated: false)
            try await first.dismiss(leaking, animated: false)
            clock.advance(by: 1)
            try await second.navigate(to: step, animated: false)
            try await second.dismiss(leaking, animated: false)
            #expect(recorder.events(of: .didRemove).count == 2)

            clock.advance(by: 1.5)
            #expect(recorder.events(of: .leakSuspected).isEmpty, "the first router's check gives way to the second's")
            clock.advance(by: 0.5)
            clock.advance(by: 10)

            let reports = recorder.events(of: .leakSuspected)
            #expect(reports.count == 1)
            #expect(reports.first?.navigation == recorder.events(of: .didRemove).last?.navigation)
            #expect(clock.pendingTimerCount == 0)
            withExtendedLifetime((first, second)) {}
        }

        @Test("The standard setting is on in debug builds, which tests are")
        func standardIsOnInDebug() {
            #if DEBUG
                #expect(LeakDetection.standard == .after(2))
            #else
                #expect(LeakDetection.standard == .off)
            #endif
            #expect(DefaultRouter(logger: nil).leakDetection == .standard)
        }
    }
}
