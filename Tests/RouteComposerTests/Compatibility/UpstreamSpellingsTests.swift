import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// Spellings of RouteComposer 2.x that configurations use but the first compatibility pass missed.
// Each call is written exactly as an upstream app writes it, with a plain `import RouteComposer`.

final class SpellingsWelcomeViewController: UIViewController {}
final class SpellingsPopoverViewController: UIViewController {}

@MainActor
final class SpellingsRecorder {
    var stacks: [[UIViewController]] = []
}

struct SpellingsAnyTask: PostRoutingTask {
    let recorder: SpellingsRecorder

    func perform(on viewController: UIViewController, with context: Any?, routingStack: [UIViewController]) {
        recorder.stacks.append(routingStack)
    }
}

struct SpellingsVoidTask: PostRoutingTask {
    let recorder: SpellingsRecorder

    func perform(on viewController: UIViewController, with context: Void, routingStack: [UIViewController]) {
        recorder.stacks.append(routingStack)
    }
}

@MainActor
protocol SpellingsStepMaking {
    func make() -> Any
}

// Upstream declares `splitViewController` on tab bar steps too; that spelling is kept, deprecated.
// Called through a protocol so that the deliberate use does not warn.
struct SpellingsDeprecatedSplitSpelling: SpellingsStepMaking {
    @available(*, deprecated, message: "Uses the deprecated upstream spelling on purpose.")
    func make() -> Any {
        ActionToStepIntegrator<UITabBarController, Any?>.splitViewController
    }
}

@MainActor
enum SpellingsConfiguration {
    static var welcomeWithTransition: DestinationStep<SpellingsWelcomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<SpellingsWelcomeViewController, Any?>(), factory: ClassFactory<SpellingsWelcomeViewController, Any?>())
            .using(GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft, windowProvider: KeyWindowProvider(), duration: 0.2))
            .from(GeneralStep.root())
            .assemble()
    }

    static var welcomeByShorthand: DestinationStep<SpellingsWelcomeViewController, Any?> {
        StepAssembler<SpellingsWelcomeViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.replaceRoot(animationOptions: .transitionCrossDissolve, windowProvider: KeyWindowProvider()))
            .from(.root)
            .assemble()
    }

    static func popover(anchoredTo anchor: @escaping @MainActor () -> UIView?) -> DestinationStep<SpellingsPopoverViewController, Any?> {
        StepAssembler<SpellingsPopoverViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(
                .present(
                    presentationStyle: .popover, preferredContentSize: CGSize(width: 320, height: 200),
                    popoverConfiguration: { popover in
                        popover.sourceView = anchor()
                        popover.permittedArrowDirections = .up
                    })
            )
            .from(.current)
            .assemble()
    }

    /// A step that never searches itself: its controller is whatever another finder finds.
    static var welcomeFoundByAnotherFinder: DestinationStep<SpellingsWelcomeViewController, Any?> {
        StepAssembler<SpellingsWelcomeViewController, Any?>()
            .finder(.nilFinder)
            .factory(.finderFactory(finder: ClassFinder<SpellingsWelcomeViewController, Any?>(), configuration: { $0.title = "found" }))
            .using(.nilAction)
            .from(.current)
            .assemble()
    }

    /// Origins spelled through the types upstream declares the shorthands on.
    static var welcomeFromQualifiedOrigin: DestinationStep<SpellingsWelcomeViewController, Any?> {
        let origin: DestinationStep<UIViewController, Any?> = ActionToStepIntegrator<UIViewController, Any?>.root
        return StepAssembly(finder: ClassFinder<SpellingsWelcomeViewController, Any?>(), factory: ClassFactory<SpellingsWelcomeViewController, Any?>())
            .using(GeneralAction.replaceRoot())
            .from(origin)
            .assemble()
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: exact RouteComposer 2.x spellings")
    struct UpstreamSpellingsTests {
        let runtime = HeadlessRuntime.shared

        @discardableResult
        private func launch() async -> UIViewController {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            RouteComposerDefaults.configureWith(logger: nil)
            return root
        }

        @Test("replaceRoot(animationOptions:windowProvider:duration:) in upstream's order builds the action with those settings and replaces the root")
        func replaceRootInUpstreamOrder() async throws {
            let action = GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft, windowProvider: KeyWindowProvider(), duration: 0.5)
            #expect(action.animationOptions == .transitionFlipFromLeft)
            #expect(action.duration == 0.5)
            #expect(action.windowProvider is KeyWindowProvider)

            let shorthand: ViewControllerActions.ReplaceRootAction = .replaceRoot(
                animationOptions: .transitionCrossDissolve, windowProvider: KeyWindowProvider())
            #expect(shorthand.animationOptions == .transitionCrossDissolve)
            #expect(shorthand.duration == 0.3)

            // The spellings that were already there keep resolving, to one overload each.
            let defaults = GeneralAction.replaceRoot()
            #expect(defaults.animationOptions == nil)
            let optionsOnly = GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft)
            #expect(optionsOnly.animationOptions == .transitionFlipFromLeft)
            let ourOrder = GeneralAction.replaceRoot(windowProvider: KeyWindowProvider(), animationOptions: .transitionCrossDissolve, duration: 0.1)
            #expect(ourOrder.duration == 0.1)
            let bare: ViewControllerActions.ReplaceRootAction = .replaceRoot
            #expect(bare.animationOptions == nil)

            // A window transition ends only when the model runs its animations, hence the
            // completion-based call followed by waiting for the model to settle.
            for step in [SpellingsConfiguration.welcomeWithTransition, SpellingsConfiguration.welcomeByShorthand] {
                await launch()
                var result: RoutingResult?
                try DefaultRouter().navigate(to: step, with: nil, animated: true) { result = $0 }
                await runtime.waitUntilIdle()
                #expect(result?.isSuccessful == true)
                #expect(runtime.keyWindowRoot is SpellingsWelcomeViewController)
            }
        }

        @Test(".present(...popoverConfiguration:) presents as a popover, configured before presenting")
        func presentWithPopoverConfiguration() async throws {
            let root = await launch()
            let router = DefaultRouter()

            try await router.navigate(to: SpellingsConfiguration.popover(anchoredTo: { root.view }), with: nil, animated: true)
            let presented = try #require(root.presentedViewController as? SpellingsPopoverViewController)
            #expect(presented.modalPresentationStyle == .popover)
            #expect(presented.preferredContentSize == CGSize(width: 320, height: 200))
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.sourceView === root.view)
            #expect(popover.permittedArrowDirections == .up)

            // Without the label the other overloads still resolve.
            let plain: ViewControllerActions.PresentModallyAction = .present(presentationStyle: .formSheet)
            #expect(plain.presentationStyle == .formSheet)
            let bare: ViewControllerActions.PresentModallyAction = .present
            #expect(bare.presentationStyle == .fullScreen)
        }

        @Test(".finderFactory(finder:configuration:) finds the controller, configures it, and fails when nothing is found")
        func finderFactoryShorthand() async throws {
            let welcome = SpellingsWelcomeViewController()
            await runtime.showInFreshWindow(welcome)
            RouteComposerDefaults.configureWith(logger: nil)

            try await DefaultRouter().navigate(to: SpellingsConfiguration.welcomeFoundByAnotherFinder, with: nil, animated: false)
            #expect(welcome.title == "found")

            let factory = try #require(FinderFactory.finderFactory(finder: ClassFinder<SpellingsWelcomeViewController, Any?>()))
            #expect(try factory.build() === welcome)

            // A finder that can never find still gives a factory: it fails when asked to build.
            let never = try #require(FinderFactory.finderFactory(finder: NilFinder<UIViewController, Any?>()))
            #expect(throws: RoutingError.self) { try never.build() }
        }

        @Test("A nil FinderFactory handed to .factory fails the navigation before the screen changes, naming the finder")
        func nilFinderFactoryFailsTheNavigation() async throws {
            await runtime.showInFreshWindow(UIViewController())
            let missing = FinderFactory(finder: NilFinder<SpellingsWelcomeViewController, Any?>())
            #expect(missing == nil)
            let destination = StepAssembler<SpellingsWelcomeViewController, Any?>()
                .finder(.classFinder)
                .factory(missing)
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current())
                .assemble()
            let before = runtime.hierarchyDescription()

            do {
                try DefaultRouter(logger: nil).navigate(to: destination, animated: false, completion: nil)
                Issue.record("expected the navigation to fail")
            } catch {
                #expect("\(error)".contains("NilFinder"))
                #expect(error is RoutingError)
            }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("PostRoutingTask.perform(on:routingStack:) runs Any? and Void tasks with the implied context")
        func postRoutingTaskWithoutContext() {
            let recorder = SpellingsRecorder()
            let controller = UIViewController()

            SpellingsAnyTask(recorder: recorder).perform(on: controller, routingStack: [controller])
            SpellingsVoidTask(recorder: recorder).perform(on: controller, routingStack: [])

            #expect(recorder.stacks.count == 2)
            #expect(recorder.stacks.first?.first === controller)
            #expect(recorder.stacks.last?.isEmpty == true)
        }

        @Test("Step shorthands are reachable from the types upstream declares them on")
        func stepShorthandsOnUpstreamTypes() async throws {
            let navigation: NavigationControllerStep<UINavigationController, Any?> = ActionToStepIntegrator<UINavigationController, Any?>.navigationController
            let tabs: TabBarControllerStep<UITabBarController, Any?> = ActionToStepIntegrator<UITabBarController, Any?>.tabBarController
            let split: SplitControllerStep<UISplitViewController, Any?> = ActionToStepIntegrator<UISplitViewController, Any?>.splitViewController
            _ = (navigation, tabs, split)

            let origins: [DestinationStep<UIViewController, Any?>] = [
                ActionToStepIntegrator<UIViewController, Any?>.root,
                ActionToStepIntegrator<UIViewController, Any?>.root(windowProvider: KeyWindowProvider()),
                ActionToStepIntegrator<UIViewController, Any?>.current,
                ActionToStepIntegrator<UIViewController, Any?>.current(windowProvider: KeyWindowProvider()),
                DestinationStep<UIViewController, Any?>.root,
                DestinationStep<UIViewController, Any?>.current,
            ]
            #expect(origins.count == 6)
            let custom: DestinationStep<UIViewController, Any?> = ActionToStepIntegrator<UIViewController, Any?>.custom(
                using: ClassFinder<UIViewController, Any?>())
            _ = custom
            let upstreamSplit: any SpellingsStepMaking = SpellingsDeprecatedSplitSpelling()
            #expect(upstreamSplit.make() is SplitControllerStep<UISplitViewController, Any?>)

            await launch()
            try await DefaultRouter().navigate(to: SpellingsConfiguration.welcomeFromQualifiedOrigin, with: nil, animated: false)
            #expect(runtime.keyWindowRoot is SpellingsWelcomeViewController)
        }

        @Test("CompleteFactory describes its container factory and its own children")
        func completeFactoryDescription() {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                .with(
                    CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                        .with(ClassFactory<SpellingsWelcomeViewController, Any?>())
                        .assemble(), using: UITabBarController.add()
                )
                .with(ClassFactory<SpellingsPopoverViewController, Any?>(), using: UITabBarController.add())
                .assemble()

            let description = String(describing: factory)
            #expect(description.hasPrefix("CompleteFactory(") && description.contains("TabBarControllerFactory"))
            #expect(description.contains("CompleteFactory(") && description.contains("NavigationControllerFactory"))
            #expect(description.contains("SpellingsWelcomeViewController") && description.contains("SpellingsPopoverViewController"))
            let welcome = description.range(of: "SpellingsWelcomeViewController")
            let popover = description.range(of: "SpellingsPopoverViewController")
            #expect(
                welcome.map { $0.lowerBound } ?? description.endIndex < popover.map { $0.lowerBound } ?? description.startIndex,
                "children are listed in build order")
        }
    }
}
