import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// Forwards to the library's handler while counting its calls: a handler an app supplies, so the
/// router calls it every time, as it did before it skipped calls with nothing to do.
@MainActor
final class ForwardingHandlerCalls {
    var dismissals = 0
    var reveals = 0
}

@MainActor
struct ForwardingHandler: StackPresentationHandler {
    let wrapped = DefaultStackPresentationHandler(logger: nil)
    let calls: ForwardingHandlerCalls

    func dismissPresented(from viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        calls.dismissals += 1
        wrapped.dismissPresented(from: viewController, animated: animated, completion: completion)
    }

    func makeVisibleInParentContainers(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        calls.reveals += 1
        wrapped.makeVisibleInParentContainers(viewController, animated: animated, completion: completion)
    }
}

extension RouteComposerTests {
    /// The router skips the library's own handler where it says it has nothing to do (nothing presented over
    /// the origin, a controller already shown) and checks the destination without a call out when
    /// it is already shown. Every navigation of a script must then end, change the screen and
    /// report exactly as with a handler that is always called.
    @MainActor
    @Suite("DefaultRouter: calls with nothing to do are skipped, with the same outcome")
    struct ClearingForecastTests {
        let runtime = HeadlessRuntime.shared

        /// A login presented by an action that reports success without presenting anything.
        private struct PretendingAction: Action {
            typealias ViewController = UIViewController
            func perform(
                with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
                completion: @escaping (RoutingResult) -> Void
            ) {
                completion(.success)
            }
        }

        /// What one navigation did: its outcome, its events, and the screen after it.
        private struct Outcome: Equatable {
            let result: String
            let events: [String]
            let screen: String
        }

        private typealias Navigation = @MainActor (DefaultRouter) async throws -> Void

        private static let script: [(String, Navigation)] = [
            ("tabs", { try await $0.navigate(to: TestShop.tabs, animated: false) }),
            ("product 1", { try await $0.navigate(to: TestShop.product, with: "1", animated: false) }),
            ("product 1 again", { try await $0.navigate(to: TestShop.product, with: "1", animated: false) }),
            ("product 2", { try await $0.navigate(to: TestShop.product, with: "2", animated: true) }),
            ("cart", { try await $0.navigate(to: TestShop.cart, animated: true) }),
            ("login", { try await $0.navigate(to: TestShop.login, animated: false) }),
            ("login again", { try await $0.navigate(to: TestShop.login, animated: false) }),
            ("product 2 under login", { try await $0.navigate(to: TestShop.product, with: "2", animated: true) }),
            ("failing at the second step", { try await $0.navigate(to: TestShop.failingAtSecondStep, animated: false) }),
            ("settings", { try await $0.navigate(to: TestShop.settings, animated: true) }),
            ("reviews", { try await $0.navigate(to: TestShop.reviews, with: "2", animated: false) }),
            (
                "a login never shown",
                {
                    let login = StepAssembler<ShopLoginViewController, Any?>()
                        .finder(.classFinder).factory(.classFactory).using(PretendingAction()).from(.current).assemble()
                    try await $0.navigate(to: login, animated: false)
                }
            ),
            ("home", { try await $0.navigate(to: TestShop.home, animated: false) }),
        ]

        /// Runs the script from a fresh window with `handler`, one outcome per navigation.
        private func run(with handler: StackPresentationHandler?) async -> [Outcome] {
            let window = await runtime.startLoadScenario()
            let router =
                handler.map { DefaultRouter(logger: nil, stackPresentationHandler: $0, clock: ManualNavigationClock()) }
                ?? DefaultRouter(logger: nil, clock: ManualNavigationClock())
            let recorder = EventRecorder()
            let token = router.observers.add(recorder)
            var outcomes: [Outcome] = []
            for (_, navigate) in Self.script {
                let before = recorder.events.count
                var result = "success"
                do {
                    try await navigate(router)
                } catch {
                    result = Self.withoutAddresses("\(type(of: error)) \(error.routingFailureReason.map { "\($0)" } ?? "") \(error)")
                }
                await runtime.waitUntilIdle()
                let events = recorder.events[before...].map(\.line)
                outcomes.append(Outcome(result: result, events: Array(events), screen: Self.describe(window.rootViewController)))
            }
            token.cancel()
            return outcomes
        }

        private static func withoutAddresses(_ text: String) -> String {
            text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
        }

        /// The tree of controllers: children in order, the shown ones marked, then what is presented.
        private static func describe(_ controller: UIViewController?) -> String {
            guard let controller else { return "-" }
            var text = "\(type(of: controller))"
            if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                text += " top:\(type(of: top))"
            }
            if let tabs = controller as? UITabBarController {
                text += " selected:\(tabs.selectedIndex)"
            }
            if !controller.children.isEmpty {
                text += " [" + controller.children.map { describe($0) }.joined(separator: ", ") + "]"
            }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                text += " presents {" + describe(presented) + "}"
            }
            return text
        }

        @Test("A script of navigations ends, changes the screen and reports the same as with a handler always called")
        func sameOutcomesAsAlwaysCalling() async throws {
            let calls = ForwardingHandlerCalls()
            let called = await run(with: ForwardingHandler(calls: calls))
            let skipped = await run(with: nil)

            #expect(calls.dismissals > 0 && calls.reveals > 0, "the reference run called the handler")
            #expect(called.count == Self.script.count)
            for (index, (name, _)) in Self.script.enumerated() {
                #expect(skipped[index] == called[index], "\(name)")
            }
            // The script covers what the skipped calls must not change: failures, a rollback, a screen left shown.
            #expect(called.contains { $0.result.contains("destinationNotShown") })
            #expect(called.contains { $0.events.contains("rollbackStarted") })
            #expect(called.contains { $0.result == "success" && $0.events.contains { $0.hasPrefix("didRemove") } })
        }
    }
}
