import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Action sheets: anchored as popovers on a regular width from the anchor the action is given,
    /// presented as sheets on a compact width, and refused with a typed error, before anything
    /// changes, when a regular width gives them no anchor.
    @MainActor
    @Suite("Action sheets and their popover anchor")
    struct ActionSheetAnchorTests {
        let runtime = HeadlessRuntime.shared
        private let share = AlertContent(title: "Share", actions: [.init(title: "Copy link"), .cancel()])

        private func showNavigation() async -> (UIWindow, UINavigationController, UIViewController) {
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: top)
            let window = await runtime.showInFreshWindow(navigation)
            return (window, navigation, top)
        }

        @Test("On a regular width the action sheet is a popover anchored where the action says", arguments: ["view", "bar item", "provided"])
        func regularWidthUsesAnchor(kind: String) async throws {
            let (window, navigation, top) = await showNavigation()
            let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let anchor: PopoverAnchor =
                switch kind {
                case "view": .sourceView(top.view, rect: CGRect(x: 10, y: 20, width: 30, height: 40))
                case "bar item": .barButtonItem(item)
                default: .provided { presenter in .sourceView(presenter.view) }
                }

            try await DefaultRouter().navigate(to: AlertDestinations(window: window).alert(style: .actionSheet, anchor: anchor), with: share, animated: true)
            await runtime.waitUntilIdle()

            let sheet = try #require(navigation.presentedViewController as? UIAlertController)
            let popover = try #require(sheet.popoverPresentationController)
            #expect(popover.presentationStyle == .popover)
            switch kind {
            case "view":
                #expect(popover.sourceView === top.view)
                #expect(popover.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
            case "bar item": #expect(popover.barButtonItem === item)
            default: #expect(popover.sourceView === navigation.view)
            }
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("On a compact width the action sheet is presented as a sheet and needs no anchor")
        func compactWidthNeedsNoAnchor() async throws {
            let (window, navigation, _) = await showNavigation()
            runtime.setHorizontalSizeClass(.compact, for: window)

            try await DefaultRouter().navigate(to: AlertDestinations(window: window).alert(style: .actionSheet), with: share, animated: true)
            await runtime.waitUntilIdle()

            let sheet = try #require(navigation.presentedViewController as? UIAlertController)
            #expect(sheet.presentationController?.presentationStyle == .custom)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Without an anchor on a regular width the navigation fails with UIKit's reason, typed, and nothing changes")
        func missingAnchorFailsBeforePresenting() async throws {
            let (window, navigation, top) = await showNavigation()
            runtime.exceptionPolicy = .record
            weak var gone: UIView?
            let deadAnchor: PopoverAnchor = {
                let view = UIView()
                gone = view
                return .sourceView(view)
            }()
            #expect(gone == nil)

            for anchor in [nil, deadAnchor] {
                let error = await #expect(throws: RoutingError.self) {
                    try await DefaultRouter().navigate(
                        to: AlertDestinations(window: window).alert(style: .actionSheet, anchor: anchor), with: share, animated: true)
                }
                guard case .compositionFailed(let context)? = error else {
                    Issue.record("expected compositionFailed, got \(String(describing: error))")
                    continue
                }
                #expect(context.underlyingError as? RoutingFailureReason == .popoverWithoutAnchor)
                #expect(
                    context.debugDescription.hasPrefix(
                        "UIKit would raise NSGenericException: Your application has presented a UIAlertController"))
                #expect(context.debugDescription.contains("UIAlertControllerStyleActionSheet"))
                let location = try #require(context.location)
                #expect(location.phase == .integration)
                #expect(location.stepIndex == 0)
                #expect(location.actionType?.contains("PresentModallyAction") == true)
                #expect(location.factoryType?.contains("AlertFactory") == true)
                #expect(location.viewController?.contains("UINavigationController") == true)
                await runtime.waitUntilIdle()
                #expect(navigation.presentedViewController == nil)
                #expect(navigation.viewControllers == [top])
                #expect(runtime.diagnostics.isEmpty)
            }
        }

        @Test("An anchorless action sheet after a push fails before it is presented, and the push is rolled back")
        func missingAnchorAfterPushRollsBack() async throws {
            let (window, navigation, top) = await showNavigation()
            runtime.exceptionPolicy = .record

            let error = await #expect(throws: RoutingError.self) {
                try await DefaultRouter().navigate(to: AlertDestinations(window: window).actionSheetAfterPush(content: share), animated: true)
            }
            await runtime.waitUntilIdle()

            #expect(error?.underlyingError as? RoutingFailureReason == .popoverWithoutAnchor)
            #expect(navigation.viewControllers == [top])
            #expect(navigation.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A popover style without an anchor gets the same typed error from presentModally")
        func plainPopoverWithoutAnchor() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.exceptionPolicy = .record
            let presented = UIViewController()
            var result: RoutingResult?

            GeneralAction.presentModally(presentationStyle: .popover).perform(with: presented, on: root, animated: false) { result = $0 }
            await runtime.waitUntilIdle()

            guard case .failure(let error) = result else {
                Issue.record("expected a failure, got \(String(describing: result))")
                return
            }
            let routingError = try #require(error as? RoutingError)
            #expect(routingError.underlyingError as? RoutingFailureReason == .popoverWithoutAnchor)
            #expect(routingError.context.debugDescription.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
            #expect(root.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)

            var anchored: RoutingResult?
            GeneralAction.presentModally(presentationStyle: .popover, popoverAnchor: .sourceView(root.view))
                .perform(with: presented, on: root, animated: false) { anchored = $0 }
            await runtime.waitUntilIdle()
            guard case .success = anchored else {
                Issue.record("expected a success, got \(String(describing: anchored))")
                return
            }
            #expect(root.presentedViewController === presented)
        }
    }
}
