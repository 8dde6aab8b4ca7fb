import Foundation
@testable import RouteComposer
import HeadlessUIKit

final class SceneProductViewController: UIViewController, ContextChecking, ContextAccepting {
    var productID: String?
    func setup(with context: String) throws { productID = context }
    func isTarget(for context: String) -> Bool { productID == context }
}

final class SceneDetailViewController: UIViewController {}

/// The scene tests' configuration, written once for every scene: its finders, origins and
/// actions take the library's default window provider.
@MainActor
enum SceneConfiguration {
    /// A product pushed onto the window's root navigation controller.
    static var product: DestinationStep<SceneProductViewController, String> {
        StepAssembly(
            finder: ClassWithContextFinder<SceneProductViewController, String>(),
            factory: ClassFactory<SceneProductViewController, String>()
        )
        .adding(ContextSettingTask())
        .using(UINavigationController.push())
        .from(GeneralStep.custom(using: ClassFinder<UINavigationController, String>(options: .current, startingPoint: .root)))
        .assemble()
    }

    /// A detail presented over whatever is on top, found in the windows `scope` says.
    static func detail(scope: DefaultStackIterator.Scope) -> DestinationStep<SceneDetailViewController, Void> {
        StepAssembly(
            finder: ClassFinder<SceneDetailViewController, Void>(options: .fullStack, scope: scope),
            factory: ClassFactory<SceneDetailViewController, Void>()
        )
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
    }
}

/// A scene delegate as the Scenes article writes it: it makes its window and a router for its
/// scene when it connects, and sends each link to that router, whether it launched the scene or
/// arrived while it runs.
final class SceneLinkDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var router: DefaultRouter?
    private(set) var results: [RoutingResult] = []

    /// The scene's navigation controller, the root of its window.
    var navigation: UINavigationController? { window?.rootViewController as? UINavigationController }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = showNavigationWindow(in: windowScene).window
        router = DefaultRouter(scene: scene, logger: nil)
        for activity in connectionOptions.userActivities { continueActivity(activity) }
        for context in connectionOptions.urlContexts { open(context.url) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueActivity(userActivity)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { open(context.url) }
    }

    private func continueActivity(_ activity: NSUserActivity) {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL else { return }
        open(url)
    }

    private func open(_ url: URL) {
        do {
            try router?.navigate(to: SceneConfiguration.product, with: url.lastPathComponent) { self.results.append($0) }
        } catch {
            results.append(.failure(error))
        }
    }
}

/// A universal link's activity for product `id`.
@MainActor
func productActivity(_ id: String) -> NSUserActivity {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://shop.example.com/product/\(id)")
    return activity
}

extension HeadlessRuntime {
    /// A connected scene in `state` whose key window shows a navigation controller.
    func showScene(
        _ state: UIScene.ActivationState = .foregroundActive, delegate: (any UISceneDelegate)? = nil
    ) async -> (scene: UIWindowScene, navigation: UINavigationController) {
        let scene = connectScene(delegate: delegate)
        let navigation = showNavigationWindow(in: scene).navigation
        setActivationState(state, of: scene)
        await waitUntilIdle()
        return (scene, navigation)
    }
}

/// Gives `scene` a key window whose root is a navigation controller over a plain screen, as a
/// scene delegate sets up its window.
@MainActor
@discardableResult
func showNavigationWindow(in scene: UIWindowScene) -> (window: UIWindow, navigation: UINavigationController) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow(windowScene: scene)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation)
}
