import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// The screen the classic-window tests navigate to.
private final class ClassicProfileViewController: UIViewController {}

/// The window an app's launch leaves, in the two ways apps make it.
enum LaunchWindow: String, CaseIterable, CustomTestStringConvertible {
    /// The app delegate's `UIWindow()` of an app without scenes: a window in no scene.
    case appDelegate
    /// A scene delegate's window, as ``HeadlessRuntime/makeKeyWindow(rootViewController:)`` makes it.
    case scene

    var testDescription: String { rawValue }

    /// Shows `root` in a key, visible window of this kind, once it has appeared.
    @MainActor
    func show(_ root: UIViewController) async -> UIWindow {
        let window: UIWindow
        switch self {
        case .appDelegate:
            window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
        case .scene:
            window = HeadlessRuntime.shared.makeKeyWindow(rootViewController: root)
        }
        await HeadlessRuntime.shared.waitUntilIdle()
        return window
    }
}

extension RouteComposerTests {
    /// Navigations in the app delegate's window of an app without scenes, side by side with the
    /// same navigations in a scene's window: a window in no scene is a window all the same.
    @MainActor
    @Suite("DefaultRouter: the classic app-delegate window")
    struct ClassicWindowTests {
        let runtime = HeadlessRuntime.shared
        let router = DefaultRouter(logger: nil)

        /// An action that reports success without integrating anything.
        private struct PretendingAction: Action {
            typealias ViewController = UIViewController
            func perform(
                with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
                completion: @escaping (RoutingResult) -> Void
            ) {
                completion(.success)
            }
        }

        /// Tabs whose selected tab is a navigation controller showing a list, in a window of `kind`.
        private func showTabs(in kind: LaunchWindow) async -> (UIWindow, UITabBarController, UINavigationController) {
            let navigation = UINavigationController(rootViewController: ListViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [HomeViewController(), navigation]
            tabs.selectedIndex = 1
            let window = await kind.show(tabs)
            return (window, tabs, navigation)
        }

        /// The 2.x modal step: the profile pushed into a new navigation controller presented from
        /// the current controller of `window`.
        private func presentedProfile(in window: UIWindow) -> DestinationStep<ClassicProfileViewController, Any?> {
            StepAssembler<ClassicProfileViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push).from(.navigationController)
                .using(.present).from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()
        }

        @Test("The window is key and visible and holds its root's view, as after launch", arguments: LaunchWindow.allCases)
        func launched(kind: LaunchWindow) async {
            let (window, tabs, navigation) = await showTabs(in: kind)

            #expect(window.isKeyWindow)
            #expect(!window.isHidden)
            #expect(tabs.view.window === window)
            #expect(navigation.topViewController?.view.window === window)
            #expect(tabs.isAttachedToWindowHierarchy)
        }

        @Test("The profile is pushed onto the navigation controller of the selected tab", arguments: LaunchWindow.allCases)
        func push(kind: LaunchWindow) async throws {
            let (window, _, navigation) = await showTabs(in: kind)
            let navigationFinder = ClassFinder<UINavigationController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            let step = StepAssembler<ClassicProfileViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push).from(GeneralStep.custom(using: navigationFinder)).assemble()

            try await router.navigate(to: step, animated: true)

            let profile = try #require(navigation.topViewController as? ClassicProfileViewController)
            #expect(navigation.viewControllers.count == 2)
            #expect(profile.view.window === window)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The profile in a navigation controller is presented full screen over the tabs", arguments: LaunchWindow.allCases)
        func present(kind: LaunchWindow) async throws {
            let (window, tabs, _) = await showTabs(in: kind)

            try await router.navigate(to: presentedProfile(in: window), animated: true)

            let presented = try #require(tabs.presentedViewController as? UINavigationController)
            let profile = try #require(presented.topViewController as? ClassicProfileViewController)
            #expect(profile.view.window === window)
            #expect(tabs.viewIfLoaded?.window == nil, "a full-screen presentation takes the root's view out of the window")
            #expect(profile.isAttachedToWindowHierarchy)
            #expect(tabs.hostingWindow === window)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Dismissing the presented profile brings the tabs back into the window", arguments: LaunchWindow.allCases)
        func dismiss(kind: LaunchWindow) async throws {
            let (window, tabs, _) = await showTabs(in: kind)
            try await router.navigate(to: presentedProfile(in: window), animated: true)
            let presented = try #require(tabs.presentedViewController as? UINavigationController)
            let profile = try #require(presented.topViewController as? ClassicProfileViewController)

            try await router.dismiss(profile, animated: true)

            #expect(tabs.presentedViewController == nil)
            #expect(tabs.view.window === window)
            #expect(presented.viewIfLoaded?.window == nil)
            #expect(!profile.isAttachedToWindowHierarchy)
        }

        @Test("An action that reports success without showing the destination still fails as destinationNotShown", arguments: LaunchWindow.allCases)
        func destinationCheck(kind: LaunchWindow) async throws {
            let (window, _, _) = await showTabs(in: kind)
            let step = StepAssembler<ClassicProfileViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(PretendingAction()).from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()

            do {
                try await router.navigate(to: step, animated: false)
                Issue.record("expected destinationNotShown")
            } catch {
                #expect(error.routingFailureReason == .destinationNotShown)
                #expect("\(error)".contains("ClassicProfileViewController"))
                #expect("\(error)".contains("is not in a window's hierarchy"))
            }
        }

        @Test("Controllers a replaced root presents have left the window's hierarchy", arguments: LaunchWindow.allCases)
        func replacedRoot(kind: LaunchWindow) async throws {
            let (window, tabs, _) = await showTabs(in: kind)
            try await router.navigate(to: presentedProfile(in: window), animated: false)
            let presented = try #require(tabs.presentedViewController)

            window.rootViewController = HomeViewController()
            await runtime.waitUntilIdle()

            #expect(!presented.isAttachedToWindowHierarchy)
            #expect(tabs.hostingWindow == nil)
            #expect(runtime.warnings.map(\.kind) == [.replacingRootWhilePresenting])
        }
    }
}
