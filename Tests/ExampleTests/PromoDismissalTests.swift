import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// The promo's dismissal block, which its configuration gives it, closes the promo and nothing
/// else.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct PromoDismissalTests {
    let runtime = HeadlessRuntime.shared

    /// The promo presented over a plain root by the shop's router.
    private func showPromo() async throws -> (root: UIViewController, promo: PromoViewController) {
        let root = UIViewController()
        runtime.makeKeyWindow(rootViewController: root)
        await runtime.waitUntilIdle()
        try await ExampleApp.router.navigate(to: ShopConfiguration.promo, animated: false)
        let promo = try #require(root.presentedViewController as? PromoViewController)
        return (root, promo)
    }

    /// Asks the promo to close itself and returns what its completion reported.
    private func close(_ promo: PromoViewController) async -> RoutingResult? {
        var outcome: RoutingResult?
        promo.dismissViewController(animated: true) { outcome = $0 }
        await runtime.waitUntilIdle()
        return outcome
    }

    @Test("The promo closes itself and reports success once it is gone; what it was presented over stays")
    func closesItself() async throws {
        let (root, promo) = try await showPromo()

        let outcome = await close(promo)

        #expect(outcome?.isSuccessful == true)
        #expect(root.presentedViewController == nil)
    }

    @Test("With a controller presented over the promo, closing is refused, names that controller, and changes nothing")
    func refusedWhileCovered() async throws {
        let (root, promo) = try await showPromo()
        final class Covering: UIViewController {}
        let covering = Covering()
        promo.present(covering, animated: false)
        await runtime.waitUntilIdle()

        let outcome = await close(promo)

        guard case .failure(let error)? = outcome else {
            Issue.record("closing a covered promo reported \(String(describing: outcome))")
            return
        }
        guard case ShopError.promoCovered(let type) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(type.contains("Covering"))
        #expect("\(error)".contains("close that first"))
        #expect(root.presentedViewController === promo)
        #expect(promo.presentedViewController === covering)
    }

    @Test("A promo that is not presented refuses to close")
    func refusedWhenNotPresented() async {
        runtime.makeKeyWindow(rootViewController: UIViewController())
        await runtime.waitUntilIdle()
        let promo = PromoViewController()
        promo.dismissalBlock = { promo, _, animated, completion in PromoViewController.close(promo, animated: animated, completion: completion) }

        let outcome = await close(promo)

        guard case .failure(ShopError.promoNotPresented)? = outcome else {
            Issue.record("closing a promo that is not presented reported \(String(describing: outcome))")
            return
        }
    }
}
