import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// Subclasses that declare no designated initialiser, so they inherit UIKit's: what the
/// class-building factories are for.
private final class CatalogViewController: UIViewController {}
private final class CatalogNavigationController: UINavigationController {}
private final class CatalogTabBarController: UITabBarController {}
private final class CatalogSplitViewController: UISplitViewController {}

/// The ordinary UIKit subclass: a designated initialiser of its own and `init(coder:)` written
/// to trap, exactly as Xcode's fix-it writes it. It is never built by type in these tests.
private final class ScannerViewController: UIViewController {
    let code: String
    init(code: String) {
        self.code = code
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A subclass with its own designated initialiser whose `init?(coder:)` declines to decode.
private final class CouponViewController: UIViewController {
    let coupon: String
    init(coupon: String) {
        self.coupon = coupon
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

/// A subclass with its own designated initialiser whose `init?(coder:)` decodes through super.
private final class ReceiptViewController: UIViewController {
    let receipt: String
    init(receipt: String) {
        self.receipt = receipt
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        receipt = "decoded"
        super.init(coder: coder)
    }
}

/// The factory a controller with its own designated initialiser needs.
private struct ScannerFactory: Factory {
    typealias ViewController = ScannerViewController
    typealias Context = String
    func build(with context: String) throws -> ScannerViewController { ScannerViewController(code: context) }
}

extension RouteComposerTests {
    /// The factories that build a controller by its type (ClassFactory and the container
    /// factories): `VC(nibName:bundle:)` on iOS, `VC(coder:)` with the nib reference headlessly.
    @MainActor
    @Suite("Factories: building a controller by its type")
    struct CreationByTypeTests {
        let runtime = HeadlessRuntime.shared

        private func expectNeedsOwnFactory(
            _ error: RoutingError?, naming type: Any.Type,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            guard case .compositionFailed(let context)? = error else {
                Issue.record("expected compositionFailed, got \(String(describing: error))", sourceLocation: sourceLocation)
                return
            }
            #expect(context.underlyingError as? RoutingFailureReason == .needsOwnFactory, sourceLocation: sourceLocation)
            #expect(context.debugDescription.contains(String(reflecting: type)), sourceLocation: sourceLocation)
            #expect(context.debugDescription.contains("Factory of its own"), sourceLocation: sourceLocation)
        }

        @Test("ClassFactory builds a subclass that inherits its initialisers, with the nib name and bundle")
        func classFactoryPassesNibReference() async throws {
            let controller = try ClassFactory<CatalogViewController, Any?>(nibName: "Catalog", bundle: Bundle.main).build()

            #expect(type(of: controller) == CatalogViewController.self)
            #expect(controller.nibName == "Catalog")
            #expect(controller.nibBundle === Bundle.main)
            #expect(try ClassFactory<CatalogViewController, Any?>().build().nibName == nil)
        }

        @Test("The container factories build subclasses that inherit their initialisers, with the nib name and bundle")
        func containerFactoriesPassNibReference() async throws {
            let children = ChildCoordinator(children: [ChildIntegration { $0.append(UIViewController()) }])

            let navigation = try NavigationControllerFactory<CatalogNavigationController, Any?>(nibName: "Navigation", bundle: Bundle.main)
                .build(with: nil, integrating: children)
            let tabBar = try TabBarControllerFactory<CatalogTabBarController, Any?>(nibName: "Tabs", bundle: Bundle.main)
                .build(with: nil, integrating: children)
            let split = try SplitControllerFactory<CatalogSplitViewController, Any?>(nibName: "Split", bundle: Bundle.main)
                .build(with: nil, integrating: ChildCoordinator(children: []))

            #expect(type(of: navigation) == CatalogNavigationController.self)
            #expect(navigation.nibName == "Navigation" && navigation.nibBundle === Bundle.main)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.definesPresentationContext)
            #expect(type(of: tabBar) == CatalogTabBarController.self)
            #expect(tabBar.nibName == "Tabs" && tabBar.nibBundle === Bundle.main)
            #expect(tabBar.viewControllers?.count == 1)
            #expect(type(of: split) == CatalogSplitViewController.self)
            #expect(split.nibName == "Split" && split.nibBundle === Bundle.main)
            #expect(split.style == .unspecified)
        }

        @Test("Building by type a subclass whose init?(coder:) returns nil throws needsOwnFactory, naming the type")
        func nilCoderInitialiserThrows() async {
            let error = #expect(throws: RoutingError.self) {
                _ = try ClassFactory<CouponViewController, Any?>().build()
            }
            expectNeedsOwnFactory(error, naming: CouponViewController.self)
        }

        @Test("Navigating to such a subclass fails with the typed error before anything on screen changes")
        func nilCoderInitialiserFailsNavigationBeforeUIChanges() async throws {
            let home = HomeViewController()
            let navigation = UINavigationController(rootViewController: home)
            let window = await runtime.showInFreshWindow(navigation)
            let coupon = StepAssembly(finder: NilFinder<CouponViewController, Any?>(), factory: ClassFactory<CouponViewController, Any?>())
                .using(UINavigationController.push())
                .from(
                    GeneralStep.custom(
                        using: ClassFinder<UINavigationController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
                )
                .assemble()

            let error = await #expect(throws: RoutingError.self) {
                try await DefaultRouter(logger: nil).navigate(to: coupon, with: nil, animated: true)
            }
            await runtime.waitUntilIdle()

            expectNeedsOwnFactory(error, naming: CouponViewController.self)
            #expect(error?.context.location?.phase == .building)
            #expect(navigation.viewControllers == [home])
            #expect(navigation.presentedViewController == nil)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A subclass with its own designated initialiser is built and pushed by a Factory of its own")
        func ownFactoryBuildsOrdinarySubclass() async throws {
            let home = HomeViewController()
            let navigation = UINavigationController(rootViewController: home)
            let window = await runtime.showInFreshWindow(navigation)
            let scanner = StepAssembly(finder: NilFinder<ScannerViewController, String>(), factory: ScannerFactory())
                .using(UINavigationController.push())
                .from(
                    GeneralStep.custom(
                        using: ClassFinder<UINavigationController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
                )
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: scanner, with: "EAN-13", animated: true)
            await runtime.waitUntilIdle()

            let top = try #require(navigation.topViewController as? ScannerViewController)
            #expect(top.code == "EAN-13")
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("A subclass whose own init?(coder:) calls super is built through it headlessly (UIKit would trap instead)")
        func superCallingCoderInitialiserIsBuilt() async throws {
            let receipt = try ClassFactory<ReceiptViewController, Any?>(nibName: "Receipt", bundle: nil).build()

            #expect(receipt.receipt == "decoded")
            #expect(receipt.nibName == "Receipt")
        }
    }
}
