import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("ClassFinder and ClassWithContextFinder")
    struct ClassFinderTests {
        @Test("The match nearest to the user wins: a presented match beats one under it")
        func presentedMatchWins() async throws {
            let below = ProbeViewController()
            let navigation = UINavigationController(rootViewController: below)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let above = ProbeViewController()
            await navigation.probePresent(above)
            await HeadlessRuntime.shared.waitUntilIdle()

            let finder = ClassFinder<ProbeViewController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() === above)
        }

        @Test("From the root with .currentAndUp the contained match comes before the presented one")
        func startingPointChangesTheOrder() async throws {
            let below = ProbeViewController()
            let navigation = UINavigationController(rootViewController: below)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            await navigation.probePresent(ProbeViewController())
            await HeadlessRuntime.shared.waitUntilIdle()

            let finder = ClassFinder<ProbeViewController, Any?>(
                options: .currentAndUp, startingPoint: .root,
                windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() === below)
        }

        private class Filler: UIViewController {}
        private final class FillerSubclass: Filler {}
        private class Wanted: UIViewController {}
        private final class WantedSubclass: Wanted {}

        @Test("A class refused once is refused again, but other classes, subclasses of the type included, are still asked")
        func refusedClassesDoNotHideOthers() async throws {
            // Runs of one refused class around a subclass of the type, a subclass of a refused class,
            // and the type itself: each is judged by its own class.
            let target = WantedSubclass()
            let navigation = UINavigationController()
            navigation.setViewControllers([Filler(), Filler(), FillerSubclass(), target, Filler(), Filler()], animated: false)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let finder = ClassFinder<Wanted, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() === target)

            let onlyFillers = UINavigationController()
            onlyFillers.setViewControllers([Filler(), FillerSubclass(), Filler()], animated: false)
            let otherWindow = await HeadlessRuntime.shared.showInFreshWindow(onlyFillers)
            let filler = ClassFinder<FillerSubclass, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: otherWindow))
            #expect(try filler.findViewController() === onlyFillers.viewControllers[1])
        }

        @Test("Nothing of the type means nil")
        func noMatchIsNil() async throws {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UINavigationController(rootViewController: UIViewController()))
            let finder = ClassFinder<ProbeViewController, Void>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() == nil)
            #expect(finder.getViewController() == nil)
        }

        @Test("The default iterator searches the key window from its topmost controller")
        func defaultIteratorUsesTheKeyWindow() async throws {
            let root = UITabBarController()
            let tab = ProbeViewController()
            root.viewControllers = [UIViewController(), tab]
            await HeadlessRuntime.shared.showInFreshWindow(root)

            #expect(try ClassFinder<ProbeViewController, Any?>().findViewController() === tab)
        }

        @Test("ClassWithContextFinder returns the controller that says it shows the context")
        func classWithContextFinderAsksTheController() async throws {
            let first = ProbeContextViewController()
            first.shownId = 1
            let second = ProbeContextViewController()
            second.shownId = 2
            let navigation = UINavigationController()
            navigation.setViewControllers([first, second], animated: false)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let finder = ClassWithContextFinder<ProbeContextViewController, Int>(
                options: .fullStack,
                windowProvider: CustomWindowProvider(window: window))

            #expect(try finder.findViewController(with: 1) === first)
            #expect(try finder.findViewController(with: 2) === second)
            #expect(try finder.findViewController(with: 3) == nil)
        }

        @Test("InlineStackIteratingFinder applies its predicate with the context")
        func inlineFinderUsesPredicateAndContext() async throws {
            let first = ProbeViewController()
            first.tag = 10
            let second = ProbeViewController()
            second.tag = 20
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, second]
            let window = await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            var seenContexts: [Int] = []
            let finder = InlineStackIteratingFinder<ProbeViewController, Int>(
                options: .fullStack,
                windowProvider: CustomWindowProvider(window: window)
            ) { controller, context in
                seenContexts.append(context)
                return controller.tag == context
            }

            #expect(try finder.findViewController(with: 20) === second)
            #expect(try finder.findViewController(with: 30) == nil)
            #expect(Set(seenContexts) == [20, 30])
        }
    }
}
