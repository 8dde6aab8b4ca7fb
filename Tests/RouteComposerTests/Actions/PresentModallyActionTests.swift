import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("GeneralAction.presentModally")
    struct PresentModallyActionTests {
        private final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {}

        @Test("Presents from the existing controller and completes after UIKit's present completion")
        func presentsFromCurrentAndCompletesAfterUIKit() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UIViewController()
            let completion = ProbeCompletion()
            var wasStillBeingPresented: Bool?

            GeneralAction.presentModally().perform(with: presented, on: root, animated: true) { result in
                wasStillBeingPresented = presented.isBeingPresented
                completion.handler(result)
            }

            #expect(root.presentedViewController === presented)
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
            #expect(wasStillBeingPresented == false)
            #expect(presented.modalPresentationStyle == .fullScreen)
            #expect(presented.modalTransitionStyle == .coverVertical)
        }

        @Test(".topmostParent presents from the outermost parent instead of the existing controller")
        func topmostParentPresentsFromOutermostParent() async {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [navigation]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let fromCurrent = UIViewController()
            let fromTopmost = UIViewController()
            let first = ProbeCompletion()
            let second = ProbeCompletion()

            // A current-context presentation lands on the nearest context-defining ancestor of its
            // presenter, which tells the two presenters apart.
            GeneralAction.presentModally(startingFrom: .current, presentationStyle: .currentContext)
                .perform(with: fromCurrent, on: child, animated: false, completion: first.handler)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(first.succeeded)
            #expect(fromCurrent.presentingViewController === navigation)
            navigation.dismiss(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            GeneralAction.presentModally(startingFrom: .topmostParent, presentationStyle: .currentContext)
                .perform(with: fromTopmost, on: child, animated: false, completion: second.handler)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(second.succeeded)
            #expect(fromTopmost.presentingViewController === tabBar)
        }

        @Test(".custom presents from the controller the closure returns")
        func customStartingPoint() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let modal = UIViewController()
            await root.probePresent(modal)
            let presented = UIViewController()
            let completion = ProbeCompletion()

            GeneralAction.presentModally(startingFrom: .custom(modal)).perform(
                with: presented, on: root, animated: false,
                completion: completion.handler)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completion.succeeded)
            #expect(presented.presentingViewController === modal)
        }

        @Test("A custom starting point that returns nil or throws fails with compositionFailed and presents nothing")
        func customStartingPointFailures() async throws {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            func failing() throws -> UIViewController? { throw ProbeError(name: "presenter") }
            let none = ProbeCompletion()
            let throwing = ProbeCompletion()

            GeneralAction.presentModally(startingFrom: .custom(nil)).perform(
                with: UIViewController(), on: root, animated: true,
                completion: none.handler)
            GeneralAction.presentModally(startingFrom: .custom(try failing())).perform(
                with: UIViewController(), on: root, animated: true,
                completion: throwing.handler)

            #expect(none.failedWithCompositionError)
            #expect(throwing.failedWithCompositionError)
            let error = try #require(throwing.error as? RoutingError)
            #expect(error.context.underlyingError as? ProbeError == ProbeError(name: "presenter"))
            #expect(root.presentedViewController == nil)
        }

        @Test("A presenter that already presents makes the action fail at once, changing nothing")
        func refusesWhenAlreadyPresenting() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let existing = UIViewController()
            await root.probePresent(existing)
            let presented = UIViewController()
            presented.modalPresentationStyle = .overFullScreen
            let completion = ProbeCompletion()

            GeneralAction.presentModally().perform(with: presented, on: root, animated: true, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(root.presentedViewController === existing)
            #expect(presented.presentingViewController == nil)
            #expect(presented.modalPresentationStyle == .overFullScreen)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.callCount == 1)
        }

        @Test("Only the settings given are applied to the presented controller")
        func appliesOnlyGivenSettings() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let untouched = UIViewController()
            untouched.modalPresentationStyle = .overFullScreen
            untouched.modalTransitionStyle = .crossDissolve
            untouched.preferredContentSize = CGSize(width: 1, height: 2)

            GeneralAction.presentModally(presentationStyle: nil, transitionStyle: nil)
                .perform(with: untouched, on: root, animated: false) { _ in }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(untouched.modalPresentationStyle == .overFullScreen)
            #expect(untouched.modalTransitionStyle == .crossDissolve)
            #expect(untouched.preferredContentSize == CGSize(width: 1, height: 2))
            #expect(!untouched.isModalInPresentation)
            #expect(untouched.transitioningDelegate == nil)
        }

        @Test("Every setting given is applied to the presented controller")
        func appliesGivenSettings() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let delegate = TransitionDelegate()
            let configured = UIViewController()

            GeneralAction.presentModally(
                presentationStyle: .formSheet, transitionStyle: .flipHorizontal, transitioningDelegate: delegate,
                preferredContentSize: CGSize(width: 300, height: 400), isModalInPresentation: true
            )
            .perform(with: configured, on: root, animated: false) { _ in }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(configured.modalPresentationStyle == .formSheet)
            #expect(configured.modalTransitionStyle == .flipHorizontal)
            #expect(configured.transitioningDelegate === delegate)
            #expect(configured.preferredContentSize == CGSize(width: 300, height: 400))
            #expect(configured.isModalInPresentation)
        }

        @Test("presentationConfiguration receives the presentation controller before presenting, and it is the one used")
        func presentationConfigurationRunsBeforePresenting() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UIViewController()
            var configuredController: UIPresentationController?
            var presentedWhileConfiguring: Bool?

            GeneralAction.presentModally(
                presentationStyle: .pageSheet,
                presentationConfiguration: { controller in
                    configuredController = controller
                    presentedWhileConfiguring = presented.presentingViewController != nil
                    (controller as? UISheetPresentationController)?.detents = [.medium()]
                }
            ).perform(with: presented, on: root, animated: false) { _ in }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(presentedWhileConfiguring == false)
            #expect(configuredController is UISheetPresentationController)
            #expect(presented.presentationController === configuredController)
            #expect(presented.sheetPresentationController?.detents.map(\.identifier) == [.medium])
        }

        @Test("The popover overload configures popovers and is not called for other styles")
        func popoverConfigurationOnlyForPopovers() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let popover = UIViewController()
            var popoverCalls = 0

            GeneralAction.presentModally(
                presentationStyle: .popover,
                popoverConfiguration: { controller in
                    popoverCalls += 1
                    controller.sourceView = root.view
                }
            ).perform(with: popover, on: root, animated: false) { _ in }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(popoverCalls == 1)
            #expect(popover.presentingViewController === root)
            #expect(popover.popoverPresentationController?.sourceView === root.view)
            root.dismiss(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            let fullScreen = UIViewController()
            GeneralAction.presentModally(presentationStyle: .fullScreen, popoverConfiguration: { _ in popoverCalls += 1 })
                .perform(with: fullScreen, on: root, animated: false) { _ in }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(popoverCalls == 1)
            #expect(fullScreen.presentingViewController === root)
        }
    }
}
