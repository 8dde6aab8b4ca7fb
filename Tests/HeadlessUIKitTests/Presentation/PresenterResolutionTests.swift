import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.6 steps 1–3 and the ancestor-aware relationship getters.
    @MainActor
    @Suite("Presenter resolution")
    struct PresenterResolutionTests {
        /// tab bar → navigation → source, shown in a fresh key window.
        private func makeTabNavSource() async -> (tabs: UITabBarController, nav: UINavigationController, source: UIViewController) {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav]
            await HeadlessRuntime.shared.showInFreshWindow(tabs)
            return (tabs, nav, source)
        }

        @Test(
            "Non-context styles are presented by the outermost ancestor of the source",
            arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover, .custom])
        func nonContextStylesArePresentedByOutermostAncestor(style: UIModalPresentationStyle) async throws {
            let (tabs, nav, source) = await makeTabNavSource()
            let delegate = PresentationTestTransitioningDelegate()
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            presented.transitioningDelegate = delegate
            presentationAnchorIfPopover(presented, to: source)

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === tabs)
            #expect(presented.presentingViewController !== nav)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(presented.presentationController?.presentingViewController === tabs)
            withExtendedLifetime(delegate) {}
        }

        @Test(
            "Context styles are presented by the nearest navigation controller, which defines the context by default",
            arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
        func contextStylesArePresentedByNearestNavigationController(style: UIModalPresentationStyle) async {
            let (tabs, nav, source) = await makeTabNavSource()
            let presented = UIViewController()
            presented.modalPresentationStyle = style

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === nav)
            #expect(tabs.presentedViewController == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(nav.presentedViewController === presented)
        }

        @Test("Navigation and tab bar controllers define a presentation context by default; plain controllers do not")
        func containersDefinePresentationContextByDefault() async {
            #expect(UINavigationController().definesPresentationContext)
            #expect(UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
            #expect(UITabBarController().definesPresentationContext)
            #expect(!UIViewController().definesPresentationContext)
        }

        @Test("A tab bar controller inside a plain container is the context for a context presentation")
        func tabBarControllerDefinesContextInsidePlainContainer() async {
            let outer = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(outer)
            let source = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [source]
            presentationEmbed(tabs, in: outer)
            await HeadlessRuntime.shared.waitUntilIdle()
            let presented = UIViewController()
            presented.modalPresentationStyle = .currentContext

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === tabs)
            #expect(outer.presentedViewController == nil)
        }

        @Test("With no context-defining ancestor a context presentation falls back to the outermost ancestor")
        func contextPresentationFallsBackToOutermostAncestor() async {
            let outer = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(outer)
            let middle = UIViewController()
            let source = UIViewController()
            presentationEmbed(middle, in: outer)
            presentationEmbed(source, in: middle)
            await HeadlessRuntime.shared.waitUntilIdle()
            let presented = UIViewController()
            presented.modalPresentationStyle = .overCurrentContext

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === outer)
        }

        @Test("A plain controller that sets definesPresentationContext becomes the context presenter")
        func plainControllerDefiningContextBecomesPresenter() async {
            let outer = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(outer)
            let middle = UIViewController()
            middle.definesPresentationContext = true
            let source = UIViewController()
            presentationEmbed(middle, in: outer)
            presentationEmbed(source, in: middle)
            await HeadlessRuntime.shared.waitUntilIdle()
            let presented = UIViewController()
            presented.modalPresentationStyle = .currentContext

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === middle)
            #expect(outer.presentedViewController == nil)
            #expect(source.presentedViewController === presented)
        }

        @Test("The search for a context starts at the source itself")
        func contextSearchStartsAtSource() async {
            let (_, nav, source) = await makeTabNavSource()
            source.definesPresentationContext = true
            let presented = UIViewController()
            presented.modalPresentationStyle = .overCurrentContext

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === source)
            #expect(nav.presentedViewController == nil)
        }

        @Test("A non-context style ignores definesPresentationContext on the way up")
        func nonContextStyleIgnoresDefinesPresentationContext() async {
            let (tabs, _, source) = await makeTabNavSource()
            source.definesPresentationContext = true
            let presented = UIViewController()
            presented.modalPresentationStyle = .overFullScreen

            source.present(presented, animated: false)

            #expect(presented.presentingViewController === tabs)
        }

        @Test(
            "Covering styles presented from inside a context presentation climb out to the controller that covers the screen",
            arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet])
        func coveringStyleClimbsOutOfContextPresentation(style: UIModalPresentationStyle) async {
            let (tabs, nav, source) = await makeTabNavSource()
            let contextual = UIViewController()
            contextual.modalPresentationStyle = .currentContext
            source.present(contextual, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(contextual.presentingViewController === nav)

            let covering = UIViewController()
            covering.modalPresentationStyle = style
            contextual.present(covering, animated: false)

            #expect(covering.presentingViewController === tabs)
            #expect(contextual.presentedViewController == nil)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(tabs.presentedViewController === covering)
            #expect(nav.presentedViewController === contextual)
        }

        @Test(
            "A covering style presented from a context presentation made by the root stays with the presented controller",
            arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
        func coveringStyleFromRootContextPresentationIsPresentedByIt(contextStyle: UIModalPresentationStyle) async {
            let (tabs, _, source) = await makeTabNavSource()
            let contextualSource = UIViewController()
            let contextual = UINavigationController(rootViewController: contextualSource)
            contextual.modalPresentationStyle = contextStyle
            tabs.present(contextual, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(contextual.presentingViewController === tabs)
            #expect(source.presentedViewController === contextual)

            let covering = UIViewController()
            covering.modalPresentationStyle = .fullScreen
            contextualSource.present(covering, animated: true)

            // The root covers the screen but already presents; the last controller presented on
            // screen takes the presentation instead of refusing it.
            #expect(covering.presentingViewController === contextual)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(contextual.presentedViewController === covering)
            #expect(tabs.presentedViewController === contextual)
            #expect(covering.isAttachedToWindowTree)
        }

        @Test("presentedViewController is reported by the source and by every descendant of the presenter")
        func presentedViewControllerIsVisibleFromPresenterDescendants() async {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            let otherTab = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, otherTab]
            await HeadlessRuntime.shared.showInFreshWindow(tabs)
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen

            source.present(presented, animated: true)

            #expect(tabs.presentedViewController === presented)
            #expect(nav.presentedViewController === presented)
            #expect(source.presentedViewController === presented)
            #expect(otherTab.presentedViewController === presented)
            #expect(presented.presentedViewController == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(source.presentedViewController === presented)
        }

        @Test("presentingViewController is reported by the children of the presented controller; unpresented trees report nil")
        func presentingViewControllerIsVisibleFromPresentedChildren() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let inner = UIViewController()
            let deeper = UIViewController()
            let presentedNav = UINavigationController(rootViewController: inner)
            presentedNav.pushViewController(deeper, animated: false)

            root.present(presentedNav, animated: false)

            #expect(presentedNav.presentingViewController === root)
            #expect(inner.presentingViewController === root)
            #expect(deeper.presentingViewController === root)
            #expect(root.presentingViewController == nil)
            #expect(UIViewController().presentingViewController == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(deeper.presentingViewController === root)
        }
    }
}
