import Foundation
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// Every controller the shop builds registers here, weakly, for the load tests' census at the end.
@MainActor
enum ControllerCensus {
    private static var entries: [WeakController] = []

    static func register(_ controller: UIViewController) {
        entries.append(WeakController(controller))
    }

    static func reset() {
        entries.removeAll()
    }

    /// The registered controllers still alive.
    static var alive: [UIViewController] {
        entries.compactMap(\.value)
    }
}

/// Registers itself whichever way it is created, as a UIKit controller that must count itself
/// does: factories create it by type, with `init(nibName:bundle:)` on iOS and `init?(coder:)`
/// headlessly.
class CountedViewController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        ControllerCensus.register(self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        ControllerCensus.register(self)
    }
}

final class ShopHomeViewController: CountedViewController {}
final class ShopCatalogViewController: CountedViewController {}
final class ShopCartViewController: CountedViewController {}
final class ShopSettingsViewController: CountedViewController {}
final class ShopLoginViewController: CountedViewController {
    /// What the screen's close button does, for tests that tap it.
    var onClose: (() -> Void)?
}
final class ShopReviewsViewController: CountedViewController {}
final class ShopProductViewController: CountedViewController, ContextChecking, ContextAccepting {
    var productID: String?
    func isTarget(for context: String) -> Bool { productID == context }
    func setup(with context: String) throws { productID = context }
}

/// The shop the tests share: a tab bar of home, a catalog navigation stack and the cart, with
/// products pushed in the catalog, settings presented in their own navigation controller, and a
/// login screen and product reviews presented over whatever shows. Suites that need more steps
/// over it add them in an extension beside their fixtures.
@MainActor
enum TestShop {
    static var tabs: DestinationStep<UITabBarController, Any?> {
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
            .with(ClassFactory<ShopHomeViewController, Any?>())
            .with(
                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                    .with(ClassFactory<ShopCatalogViewController, Any?>())
                    .assemble()
            )
            .with(ClassFactory<ShopCartViewController, Any?>())
            .assemble()
        return StepAssembler<UITabBarController, Any?>()
            .finder(.classFinder(options: .current, startingPoint: .root))
            .factory(factory)
            .using(.replaceRoot)
            .from(.root)
            .assemble()
    }

    static var home: DestinationStep<ShopHomeViewController, Any?> {
        StepAssembler<ShopHomeViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var catalog: DestinationStep<ShopCatalogViewController, Any?> {
        StepAssembler<ShopCatalogViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var cart: DestinationStep<ShopCartViewController, Any?> {
        StepAssembler<ShopCartViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var product: DestinationStep<ShopProductViewController, String> {
        let stack: DestinationStep<UINavigationController, String> = catalog.adaptingContext().expectingContainer()
        return StepAssembler<ShopProductViewController, String>()
            .finder(.classWithContextFinder)
            .factory(.classFactory)
            .adding(ContextSettingTask())
            .using(.push)
            .from(stack)
            .assemble()
    }

    static var settings: DestinationStep<ShopSettingsViewController, Any?> {
        StepAssembler<ShopSettingsViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(.present(presentationStyle: .formSheet))
            .from(.current)
            .assemble()
    }

    static var login: DestinationStep<ShopLoginViewController, Any?> {
        StepAssembler<ShopLoginViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .fullScreen))
            .from(.current)
            .assemble()
    }

    static var reviews: DestinationStep<ShopReviewsViewController, String> {
        StepAssembler<ShopReviewsViewController, String>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .pageSheet))
            .from(product)
            .assemble()
    }
}

extension TestShop {
    /// The settings screen, pushed into a navigation controller presented over the current
    /// screen, guarded by `interceptor`: a navigation the test can hold in its interception phase.
    static func settings(guardedBy interceptor: InlineInterceptor<Any?>) -> DestinationStep<ShopSettingsViewController, Any?> {
        StepAssembler<ShopSettingsViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .adding(interceptor)
            .using(.push)
            .from(.navigationController)
            .using(.present(presentationStyle: .formSheet))
            .from(.current)
            .assemble()
    }
}
