import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("DefaultStackIterator")
    struct DefaultStackIteratorTests {
        private func iterator(
            _ startingPoint: DefaultStackIterator.StartingPoint, in window: UIWindow,
            options: SearchOptions = .current
        ) -> DefaultStackIterator {
            DefaultStackIterator(
                options: options, startingPoint: startingPoint, windowProvider: CustomWindowProvider(window: window),
                containerAdapterLocator: DefaultContainerAdapterLocator())
        }

        @Test(".topmost starts at the topmost presented controller")
        func topmostStartsAtTheTopmostPresented() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UIViewController()
            await root.probePresent(presented)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(try iterator(.topmost, in: window).firstViewController { _ in true } === presented)
        }

        @Test(".root starts at the window's root")
        func rootStartsAtTheRoot() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            await root.probePresent(UIViewController())
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(try iterator(.root, in: window).firstViewController { _ in true } === root)
        }

        @Test(".custom starts at the controller the closure returns, evaluated at every search")
        func customIsEvaluatedAtEverySearch() async throws {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let first = UIViewController()
            let second = UIViewController()
            var current: UIViewController? = first
            let search = iterator(.custom(current), in: window)

            #expect(try search.firstViewController { _ in true } === first)
            current = second
            #expect(try search.firstViewController { _ in true } === second)
            current = nil
            #expect(try search.firstViewController { _ in true } == nil)
        }

        @Test("A throwing custom starting point makes the search throw")
        func throwingCustomStartingPoint() async {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            func failing() throws -> UIViewController? { throw ProbeError(name: "start") }
            let search = iterator(.custom(try failing()), in: window)

            #expect(throws: ProbeError(name: "start")) {
                _ = try search.firstViewController { _ in true }
            }
        }

        @Test("The search uses the iterator's options from the starting point")
        func usesItsOptions() async throws {
            let child = ProbeViewController()
            let navigation = UINavigationController(rootViewController: child)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)

            #expect(try iterator(.root, in: window, options: .current).firstViewController { $0 is ProbeViewController } == nil)
            #expect(try iterator(.root, in: window, options: .currentAllStack).firstViewController { $0 is ProbeViewController } === child)
        }

        @Test("topmostViewController skips a presented controller that is being dismissed")
        func topmostSkipsControllerBeingDismissed() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let middle = UIViewController()
            let top = UIViewController()
            await root.probePresent(middle)
            await middle.probePresent(top)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(window.topmostViewController === top)

            middle.dismiss(animated: true)

            #expect(top.isBeingDismissed)
            #expect(window.topmostViewController === middle)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(window.topmostViewController === middle)
        }
    }
}
