import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Alerts as destinations: presented by the router, found again instead of stacked, found
    /// only while visible, and dismissed by a later navigation like any presentation.
    @MainActor
    @Suite("Alerts as destinations")
    struct AlertNavigationTests {
        let runtime = HeadlessRuntime.shared

        private func showNavigation() async -> (UIWindow, UINavigationController) {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = await runtime.showInFreshWindow(navigation)
            return (window, navigation)
        }

        private let leave = AlertContent(title: "Leave?", message: "Your changes are lost.", actions: [.cancel()])

        @Test("An alert destination is presented, then found instead of presented again")
        func presentedThenFound() async throws {
            let (window, navigation) = await showNavigation()
            let destinations = AlertDestinations(window: window)
            let router = DefaultRouter()

            try await router.navigate(to: destinations.alert(), with: leave, animated: true)
            let alert = try #require(navigation.presentedViewController as? UIAlertController)
            #expect(alert.title == "Leave?")
            #expect(alert.message == "Your changes are lost.")
            #expect(alert.modalPresentationStyle == .custom)

            try await router.navigate(to: destinations.alert(), with: leave, animated: true)
            await runtime.waitUntilIdle()

            #expect(navigation.presentedViewController === alert)
            #expect(alert.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A later navigation elsewhere dismisses the alert in its way, without running a button's handler")
        func laterNavigationDismissesAlert() async throws {
            let (window, navigation) = await showNavigation()
            let destinations = AlertDestinations(window: window)
            let router = DefaultRouter()
            var handlerRuns = 0
            let content = AlertContent(title: "Rate us?", actions: [.cancel { _ in handlerRuns += 1 }])
            try await router.navigate(to: destinations.alert(), with: content, animated: true)
            weak var alert: UIAlertController?
            alert = navigation.presentedViewController as? UIAlertController
            #expect(alert != nil)

            try await router.navigate(to: destinations.pushedScreen(), animated: true)
            await runtime.waitUntilIdle()

            #expect(navigation.presentedViewController == nil)
            #expect(navigation.topViewController is AlertTestScreenViewController)
            #expect(navigation.viewControllers.count == 2)
            #expect(handlerRuns == 0)
            #expect(alert == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("AlertFinder finds the visible alert, by title or predicate, and not one covered or being dismissed")
        func finderFindsVisibleAlertOnly() async throws {
            let (window, navigation) = await showNavigation()
            let provider = CustomWindowProvider(window: window)
            let alert = UIAlertController(title: "Saved", message: "3 items", preferredStyle: .alert)

            #expect(try AlertFinder<Void>(windowProvider: provider).findViewController(with: ()) == nil)
            navigation.present(alert, animated: false)
            await runtime.waitUntilIdle()

            #expect(try AlertFinder<Void>(windowProvider: provider).findViewController(with: ()) === alert)
            #expect(try AlertFinder<Void>(title: "Saved", windowProvider: provider).findViewController(with: ()) === alert)
            #expect(try AlertFinder<Void>(title: "Deleted", windowProvider: provider).findViewController(with: ()) == nil)
            let byCount = AlertFinder<Int>(windowProvider: provider) { alert, count in alert.message == "\(count) items" }
            #expect(try byCount.findViewController(with: 3) === alert)
            #expect(try byCount.findViewController(with: 4) == nil)

            let cover = UIViewController()
            alert.present(cover, animated: false)
            await runtime.waitUntilIdle()
            #expect(try AlertFinder<Void>(windowProvider: provider).findViewController(with: ()) == nil)
            cover.dismiss(animated: false)
            await runtime.waitUntilIdle()

            runtime.transitionDuration = 0.3
            navigation.dismiss(animated: true)
            #expect(alert.isBeingDismissed)
            #expect(try AlertFinder<Void>(windowProvider: provider).findViewController(with: ()) == nil)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }
    }
}
