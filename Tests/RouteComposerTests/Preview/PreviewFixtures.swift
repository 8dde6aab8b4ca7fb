import Foundation
@testable import RouteComposer
import HeadlessUIKit

final class PreviewPromoViewController: CountedViewController {}
final class PreviewFreshListViewController: CountedViewController {}
final class PreviewCustomViewController: CountedViewController {}
final class PreviewGuardedViewController: CountedViewController, RoutingInterceptable {
    var canBeDismissed: Bool { false }
}

/// Counts its appearance callbacks, to show that a preview calls none.
final class AppearanceCountingViewController: UIViewController {
    private(set) var callbacks = 0
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        callbacks += 1
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        callbacks += 1
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        callbacks += 1
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        callbacks += 1
    }
}

/// The interceptors that ran, by type name, in the order they ran.
@MainActor
final class InterceptorTally {
    var ran: [String] = []
}

enum GlobalFirst {}
enum GlobalSecond {}
enum StepTag {}

/// An interceptor that records that it ran; `Tag` only makes its type name distinct.
struct TallyInterceptor<C, Tag>: RoutingInterceptor {
    let tally: InterceptorTally
    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        tally.ran.append(String(reflecting: Self.self))
        completion(.success)
    }
}

/// An app's own action: pushes like the built-in one, but a preview cannot know what it removes.
struct PreviewCustomPushAction: Action {
    func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        existingController.pushViewController(viewController, animated: animated)
        completion(.success)
    }
}

/// Remembers strongly, as each event arrives, the controllers it names, so controllers freed
/// after the navigation can still be compared by identity.
@MainActor
final class PreviewEventRecorder: NavigationObserver {
    private(set) var events: [NavigationEvent] = []
    private(set) var removed: [UIViewController] = []
    private(set) var origin: UIViewController?

    func navigationDidReport(_ event: NavigationEvent) {
        events.append(event)
        if event.kind == .didRemove { removed += event.removed.compactMap(\.viewController) }
        if event.kind == .originFound { origin = event.controller?.viewController }
    }

    func events(of kind: NavigationEvent.Kind) -> [NavigationEvent] {
        events.filter { $0.kind == kind }
    }
}

/// The preview tests' steps over the shared shop: ones that replace, an app's own action, an
/// interceptor, a factory that rejects its context and a screen that refuses to be dismissed.
@MainActor
extension TestShop {
    private static var catalogStack: DestinationStep<UINavigationController, Any?> {
        TestShop.catalog.expectingContainer()
    }

    static var promo: DestinationStep<PreviewPromoViewController, Any?> {
        StepAssembler<PreviewPromoViewController, Any?>().finder(.classFinder).factory(.classFactory)
            .using(.pushReplacingLast).from(catalogStack).assemble()
    }

    static var freshList: DestinationStep<PreviewFreshListViewController, Any?> {
        StepAssembler<PreviewFreshListViewController, Any?>().finder(.classFinder).factory(.classFactory)
            .using(.pushAsRoot).from(catalogStack).assemble()
    }

    static var custom: DestinationStep<PreviewCustomViewController, Any?> {
        StepAssembler<PreviewCustomViewController, Any?>().finder(.classFinder).factory(.classFactory)
            .using(PreviewCustomPushAction()).from(catalogStack).assemble()
    }

    static func guardedCart(_ tally: InterceptorTally) -> DestinationStep<ShopCartViewController, Any?> {
        StepAssembler<ShopCartViewController, Any?>().finder(.classFinder).factory(.nilFactory)
            .adding(TallyInterceptor<Any?, StepTag>(tally: tally)).from(TestShop.tabs).assemble()
    }

    static var rejecting: DestinationStep<ShopLoginViewController, Any?> {
        StepAssembler<ShopLoginViewController, Any?>().finder(.nilFinder).factory(RejectingFactory<ShopLoginViewController, Any?>())
            .using(.present(presentationStyle: .fullScreen)).from(.current).assemble()
    }

    static var guarded: DestinationStep<PreviewGuardedViewController, Any?> {
        StepAssembler<PreviewGuardedViewController, Any?>().finder(.classFinder).factory(.classFactory)
            .using(.present(presentationStyle: .fullScreen)).from(.current).assemble()
    }
}

/// A destination both previewed and navigated to.
@MainActor
struct PreviewRequest {
    let name: String
    let preview: (DefaultRouter) throws -> NavigationPreview
    let navigate: (DefaultRouter, @escaping (RoutingResult) -> Void) throws -> Void

    static func make<VC: UIViewController, C>(_ name: String, _ step: DestinationStep<VC, C>, _ context: C) -> PreviewRequest {
        PreviewRequest(
            name: name,
            preview: { router in
                try router.preview(to: step, with: context)
            },
            navigate: { router, completion in
                try router.navigate(to: step, with: context, animated: false, completion: completion)
            })
    }

    /// Any destination of the shop, the shared ones and the preview's own.
    static func random(tally: InterceptorTally, using generator: inout SeededGenerator) -> PreviewRequest {
        let id = "\(Int.random(in: 1...3, using: &generator))"
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: return make("home", TestShop.home, nil)
        case 1: return make("catalog", TestShop.catalog, nil)
        case 2: return make("cart", TestShop.cart, nil)
        case 3, 4: return make("product \(id)", TestShop.product, id)
        case 5: return make("settings", TestShop.settings, nil)
        case 6: return make("login", TestShop.login, nil)
        case 7: return make("reviews of \(id)", TestShop.reviews, id)
        case 8: return make("promo", TestShop.promo, nil)
        case 9: return make("fresh list", TestShop.freshList, nil)
        case 10: return make("custom", TestShop.custom, nil)
        case 11: return make("guarded cart", TestShop.guardedCart(tally), nil)
        case 12: return make("rejecting", TestShop.rejecting, nil)
        default: return make("guarded", TestShop.guarded, nil)
        }
    }
}
