import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// A configuration written only against RouteComposer 2.x's documented public API, the way its
// README and example app write configurations. Plain `import RouteComposer`, no internals: if
// an app's configuration would not compile unchanged, this file stops compiling.

final class UpstreamHomeViewController: UIViewController {}
final class UpstreamSettingsViewController: UIViewController {}

final class UpstreamProductViewController: UIViewController, ContextChecking, ContextAccepting {
    var productID: String?

    static func checkCompatibility(with context: UpstreamProductContext) throws {
        guard !context.productID.isEmpty else { throw RoutingError.generic(.init("Empty product id")) }
    }

    func setup(with context: UpstreamProductContext) throws {
        productID = context.productID
    }

    func isTarget(for context: UpstreamProductContext) -> Bool {
        productID == context.productID
    }
}

struct UpstreamProductContext {
    let productID: String
}

@MainActor
enum UpstreamSession {
    static var isLoggedIn = true
}

struct UpstreamLoginInterceptor<C>: RoutingInterceptor {
    func perform(with context: C, completion: @escaping (_: RoutingResult) -> Void) {
        UpstreamSession.isLoggedIn ? completion(.success) : completion(.failure(RoutingError.generic(.init("Not logged in"))))
    }
}

@MainActor
enum UpstreamConfiguration {
    static var tabBar: DestinationStep<UITabBarController, Any?> {
        StepAssembly(
            finder: ClassFinder<UITabBarController, Any?>(options: .current, startingPoint: .root),
            factory: CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                .with(
                    CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                        .with(ClassFactory<UpstreamHomeViewController, Any?>())
                        .assemble(), using: UITabBarController.add()
                )
                .with(ClassFactory<UpstreamSettingsViewController, Any?>(), using: UITabBarController.add())
                .assemble()
        )
        .using(GeneralAction.replaceRoot())
        .from(GeneralStep.root())
        .assemble()
    }

    static var home: DestinationStep<UpstreamHomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<UpstreamHomeViewController, Any?>(), factory: NilFactory())
            .from(tabBar)
            .assemble()
    }

    static var settings: DestinationStep<UpstreamSettingsViewController, Any?> {
        StepAssembly(finder: ClassFinder<UpstreamSettingsViewController, Any?>(), factory: NilFactory())
            .adding(InlineContextTask { (_: UpstreamSettingsViewController, _: Any?) in })
            .from(tabBar)
            .assemble()
    }

    static var product: DestinationStep<UpstreamProductViewController, UpstreamProductContext> {
        StepAssembly(
            finder: ClassWithContextFinder<UpstreamProductViewController, UpstreamProductContext>(),
            factory: ClassFactory<UpstreamProductViewController, UpstreamProductContext>()
        )
        .adding(UpstreamLoginInterceptor<UpstreamProductContext>())
        .adding(ContextSettingTask())
        .adding(InlinePostTask { (_: UpstreamProductViewController, _: UpstreamProductContext, _: [UIViewController]) in })
        .using(UINavigationController.push())
        .from(
            SwitchAssembly<UINavigationController, UpstreamProductContext>()
                .addCase(
                    when: ClassFinder<UINavigationController, UpstreamProductContext>(options: .currentVisibleOnly),
                    from: home.expectingContainer()
                )
                .assemble(
                    default: ChainAssembly.from(NavigationControllerStep<UINavigationController, UpstreamProductContext>())
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble())
        )
        .assemble()
    }

    /// A product reached with its id only, through a transformer.
    static var productByID: DestinationStep<UpstreamProductViewController, String> {
        product.adaptingContext(using: InlineContextTransformer { UpstreamProductContext(productID: $0) })
    }

    static var modalSettings: DestinationStep<UpstreamSettingsViewController, Any?> {
        StepAssembly(finder: NilFinder<UpstreamSettingsViewController, Any?>(), factory: ClassFactory<UpstreamSettingsViewController, Any?>())
            .using(UINavigationController.pushAsRoot())
            .from(SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory<UINavigationController, Any?>()))
            .using(GeneralAction.presentModally(presentationStyle: .formSheet, isModalInPresentation: true))
            .from(GeneralStep.current())
            .assemble()
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: a RouteComposer 2.x configuration")
    struct UpstreamStyleConfigurationTests {
        let runtime = HeadlessRuntime.shared

        private func launch() async {
            await runtime.showInFreshWindow(UIViewController())
            RouteComposerDefaults.configureWith(logger: nil)
        }

        @Test("Every destination routes: the tab bar replaces the root, tabs are selected, products pushed or found, settings presented")
        func destinationsRoute() async throws {
            await launch()
            let router = DefaultRouter()

            try await router.navigate(to: UpstreamConfiguration.home, with: nil, animated: false)
            let tabs = try #require(runtime.keyWindowRoot as? UITabBarController)
            #expect(tabs.viewControllers?.count == 2)

            try await router.navigate(to: UpstreamConfiguration.settings, with: nil, animated: true)
            #expect(tabs.selectedViewController is UpstreamSettingsViewController)

            // With the settings tab shown no navigation controller is visible, so the switch would
            // present; from the home tab it pushes.
            try await router.navigate(to: UpstreamConfiguration.home, with: nil, animated: true)
            try await router.navigate(to: UpstreamConfiguration.productByID, with: "p-1", animated: true)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController)
            let product = try #require(navigation.topViewController as? UpstreamProductViewController)
            #expect(product.productID == "p-1")

            try await router.navigate(to: UpstreamConfiguration.product, with: UpstreamProductContext(productID: "p-1"), animated: true)
            #expect(navigation.topViewController === product, "the product already shown is found, not built again")

            try await router.navigate(to: UpstreamConfiguration.modalSettings, with: nil, animated: true)
            let presented = try #require(tabs.presentedViewController as? UINavigationController)
            #expect(presented.isModalInPresentation)
            #expect(presented.topViewController is UpstreamSettingsViewController)

            try await router.navigate(to: Destination(to: UpstreamConfiguration.home).unwrapped(), animated: true)
            #expect(tabs.presentedViewController == nil)
            #expect(tabs.selectedIndex == 0)
        }

        @Test("The interceptor and the context check stop navigations as documented")
        func guardsWork() async throws {
            await launch()
            let router = DefaultRouter()
            try await router.navigate(to: UpstreamConfiguration.home, with: nil, animated: false)

            #expect(throws: RoutingError.self) {
                try router.navigate(to: UpstreamConfiguration.productByID, with: "", animated: false, completion: nil)
            }
            UpstreamSession.isLoggedIn = false
            await #expect(throws: RoutingError.self) {
                try await router.navigate(to: UpstreamConfiguration.productByID, with: "p-2", animated: false)
            }
        }

        @Test("Router decorators from the 2.x API compose")
        func decoratorsCompose() async throws {
            await launch()
            var intercepted = 0
            var router = GlobalInterceptorRouter(router: DefaultRouter())
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in intercepted += 1 })
            let single = SingleNavigationRouter(router: router, lock: SingleNavigationLock())

            try await single.navigate(to: UpstreamConfiguration.settings, with: nil, animated: false)

            #expect(intercepted == 1)
            #expect(runtime.keyWindowRoot is UITabBarController)
        }
    }
}

extension HeadlessRuntime {
    /// The root of the key window of the first connected scene.
    var keyWindowRoot: UIViewController? {
        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
    }
}
