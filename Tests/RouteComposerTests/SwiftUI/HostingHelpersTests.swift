import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// The logic behind the SwiftUI helpers, run through a stand-in hosting controller.
    @MainActor
    @Suite("SwiftUI: hosting controller factories, finder and context setting")
    struct HostingHelpersTests {
        let runtime = HeadlessRuntime.shared

        @Test("The with-context factory makes the root view from the context, in a new host on every build")
        func withContextFactoryBuilds() async throws {
            let factory = StandInHosting.withContextFactory

            let first = try factory.execute(with: "u1")
            let second = try factory.execute(with: "u2")

            #expect(first.rootView.userID == "u1")
            #expect(second.rootView.userID == "u2")
            #expect(first !== second)
            #expect(first.rootView.setups == 0)
        }

        @Test("The closure factory hands the navigation's context to the closure and hosts what it returns")
        func closureFactoryBuilds() async throws {
            var received: [Int] = []
            let factory = RootViewHostingFactory<StandInHostingController<StandInOtherView>, Int>(
                makeRootView: { version in
                    received.append(version)
                    return StandInOtherView(userID: "v\(version)")
                },
                host: { StandInHostingController(rootView: $0) })

            let host = try factory.execute(with: 7)

            #expect(received == [7])
            #expect(host.rootView.userID == "v7")
        }

        @Test("The finder returns the host whose root view shows the context, skips other views and other users, and finds nothing for an unknown user")
        func finderAsksTheRootView() async throws {
            let other = StandInHostingController(rootView: StandInOtherView(userID: "b"))
            let first = StandInProfileHost(rootView: StandInProfileView(with: "a"))
            let second = StandInProfileHost(rootView: StandInProfileView(with: "b"))
            let navigation = UINavigationController(rootViewController: HomeViewController())
            navigation.viewControllers = [navigation.viewControllers[0], other, first, second]
            let window = await runtime.showInFreshWindow(navigation)
            let finder = StandInHosting.finder(in: window)

            #expect(try finder.findViewController(with: "a") === first)
            // `other` shows "b" too, but it is not the finder's view type.
            #expect(try finder.findViewController(with: "b") === second)
            #expect(try finder.findViewController(with: "c") == nil)
        }

        @Test("The finder's search options apply: a host below the visible one is out of reach of a visible-only search")
        func finderHonoursOptions() async throws {
            let hidden = StandInProfileHost(rootView: StandInProfileView(with: "a"))
            let navigation = UINavigationController(rootViewController: hidden)
            navigation.pushViewController(StandInProfileHost(rootView: StandInProfileView(with: "b")), animated: false)
            let window = await runtime.showInFreshWindow(navigation)

            #expect(try StandInHosting.finder(in: window).findViewController(with: "a") === hidden)
            #expect(try StandInHosting.finder(in: window, options: .currentVisibleOnly).findViewController(with: "a") == nil)
        }

        @Test("Setting up a host sets up its root view and assigns it back once; a failed setup leaves the shown view untouched")
        func setupReassignsOnlyOnSuccess() async throws {
            let host = StandInProfileHost(rootView: StandInProfileView(with: "a"))

            try host.setup(with: "b")
            #expect(host.rootView.userID == "b")
            #expect(host.rootView.setups == 1)
            #expect(host.rootViewAssignments == 1)

            #expect(throws: StandInProfileView.SetupFailed()) { try host.setup(with: "broken") }
            // The copy was left half-configured; the shown view was not.
            #expect(host.rootView.userID == "b")
            #expect(host.rootView.setups == 1)
            #expect(host.rootViewAssignments == 1)
        }

        @Test("Navigating pushes a host made from the context and set up with it; navigating again to the same user finds it, to another builds a new one")
        func navigationBuildsFindsAndSetsUp() async throws {
            let navigation = UINavigationController(rootViewController: HomeViewController())
            let window = await runtime.showInFreshWindow(navigation)
            let router = DefaultRouter(logger: nil)

            try await router.navigate(to: StandInHosting.profile(in: window), with: "u1", animated: false)
            let shown = try #require(navigation.topViewController as? StandInProfileHost)
            #expect(navigation.viewControllers.count == 2)
            #expect(shown.rootView.userID == "u1")
            #expect(shown.rootView.setups == 1)

            try await router.navigate(to: StandInHosting.profile(in: window), with: "u1", animated: false)
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.topViewController === shown)
            #expect(shown.rootView.setups == 2)

            try await router.navigate(to: StandInHosting.profile(in: window), with: "u2", animated: false)
            let next = try #require(navigation.topViewController as? StandInProfileHost)
            #expect(navigation.viewControllers.count == 3)
            #expect(next !== shown)
            #expect(next.rootView.userID == "u2")
        }

        @Test("A context the view type rejects fails the navigation before anything changes, with the view's error and the types at work named")
        func incompatibleContextStopsEarly() async throws {
            let navigation = UINavigationController(rootViewController: HomeViewController())
            let window = await runtime.showInFreshWindow(navigation)
            let before = runtime.hierarchyDescription()

            let error = #expect(throws: (any Error).self) {
                try DefaultRouter(logger: nil).navigate(to: StandInHosting.profile(in: window), with: "", animated: false, completion: nil)
            }

            let location = expectAppError(error, StandInProfileView.Incompatible(), in: .preparation)
            #expect(location?.entityType == typeName(ContextSettingTask<StandInProfileHost>.self))
            #expect(location?.finderType == typeName(RootViewContextFinder<StandInProfileHost>.self))
            #expect(location?.factoryType == typeName(RootViewHostingFactory<StandInProfileHost, String>.self))
            #expect(location?.contextType == typeName(String.self))
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A setup that fails during the navigation fails it with the view's error, and the built host is not pushed")
        func setupFailureFailsNavigation() async throws {
            let navigation = UINavigationController(rootViewController: HomeViewController())
            let window = await runtime.showInFreshWindow(navigation)

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(to: StandInHosting.profile(in: window), with: "broken", animated: false)
            }

            let location = expectAppError(error, StandInProfileView.SetupFailed(), in: .contextTask)
            #expect(location?.entityType == typeName(ContextSettingTask<StandInProfileHost>.self))
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController is HomeViewController)
        }
    }
}
