import Foundation
@testable import RouteComposer
import HeadlessUIKit

/// A deterministic generator, so a failing seed replays the same navigations.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension HeadlessRuntime {
    /// A new key window with a plain root, and UIKit's exceptions recorded rather than trapped,
    /// so a test can assert there were none. The census is empty: the isolation trait empties it.
    func startLoadScenario() async -> UIWindow {
        exceptionPolicy = .record
        return await showInFreshWindow(UIViewController())
    }
}

extension DefaultRouter {
    /// A quiet router whose actions fail after 5 seconds: a regression that loses a completion
    /// then fails the test within seconds instead of hanging it.
    ///
    /// - Parameter clock: the router's clock; a ``ModelTimeClock`` puts its deadlines on the
    ///   model's time line, where `waitUntilIdle()` lets them pass.
    static func forLoad(clock: NavigationClock = RouteComposerDefaults.shared.clock) -> DefaultRouter {
        var router = DefaultRouter(logger: nil, clock: clock)
        router.actionTimeout = 5
        return router
    }
}

/// One navigation of a load run: where to, and how to check it arrived.
@MainActor
struct LoadRequest {
    let name: String
    /// Starts the navigation with the completion API.
    let navigate: (any Router, Bool, @escaping (RoutingResult) -> Void) throws -> Void
    /// Starts the navigation with the non-throwing completion API.
    let commit: (any Router, Bool, @escaping (RoutingResult) -> Void) -> Void
    /// Navigates with the async API.
    let navigateAsync: (any Router, Bool) async throws -> Void
    /// True when the visible leaf is this request's destination.
    let isShown: (UIViewController) -> Bool

    static func random(using generator: inout SeededGenerator) -> LoadRequest {
        let id = "\(Int.random(in: 1...5, using: &generator))"
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return make("home", TestShop.home, nil)
        case 1: return make("catalog", TestShop.catalog, nil)
        case 2: return make("cart", TestShop.cart, nil)
        case 3: return make("product \(id)", TestShop.product, id) { ($0 as? ShopProductViewController)?.productID == id }
        case 4: return make("settings", TestShop.settings, nil)
        case 5: return make("login", TestShop.login, nil)
        default: return make("reviews of \(id)", TestShop.reviews, id)
        }
    }

    /// The login screen, presented full screen over whatever shows.
    static var login: LoadRequest { make("login", TestShop.login, nil) }

    /// A request for `step` with `context`, shown when the visible leaf is a `VC`, or as `shown` says.
    static func make<VC: UIViewController, C>(
        _ name: String, _ step: DestinationStep<VC, C>, _ context: C,
        shown: ((UIViewController) -> Bool)? = nil
    ) -> LoadRequest {
        LoadRequest(
            name: name,
            navigate: { router, animated, completion in
                try router.navigate(to: step, with: context, animated: animated, completion: completion)
            },
            commit: { router, animated, completion in
                router.commitNavigation(to: step, with: context, animated: animated, completion: completion)
            },
            navigateAsync: { router, animated in
                try await router.navigate(to: step, with: context, animated: animated)
            }, isShown: shown ?? { $0 is VC })
    }
}

@MainActor
enum Screen {
    /// The controller the user sees: the top of the presented chain, then each container's
    /// visible child, down to a leaf.
    static func visibleLeaf(in window: UIWindow) -> UIViewController? {
        guard var current = window.rootViewController else { return nil }
        var steps = 0
        while steps < 1_000 {
            steps += 1
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                current = presented
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
        return current
    }

    /// True when `leaf` is the visible leaf and its view is in the window.
    static func shows(_ leaf: UIViewController?, in window: UIWindow) -> Bool {
        guard let leaf else { return false }
        return visibleLeaf(in: window) === leaf && leaf.viewIfLoaded?.window === window
    }
}

/// What a load run counts, for its invariants and failure messages: one for the whole run,
/// shared with every completion it hands out.
@MainActor
final class LoadLedger {
    var requested = 0
    var completions: [Int: Int] = [:]
    var cancelled: Set<Int> = []
    var problems: [String] = []
    var successes = 0
    var failures = 0

    /// What each request was, by number.
    var names: [Int: String] = [:]

    /// Takes the next request's number, for a request described as `name`.
    func next(_ name: String = "") -> Int {
        names[requested] = name
        requested += 1
        return requested - 1
    }

    /// Records the end of request `id`: a second end, a success whose destination is not shown
    /// (`shown` false; nil when the caller cannot tell) and a failure other than the cancellation
    /// of a request the run cancelled are problems, unless `expected` accepts the failure.
    func record(_ id: Int, _ name: String, _ result: RoutingResult, shown: Bool?, expected: (Error) -> Bool = { _ in false }) {
        completions[id, default: 0] += 1
        if completions[id] == 2 { problems.append("request \(id) (\(name)) completed twice") }
        switch result {
        case .success:
            successes += 1
            if shown == false { problems.append("request \(id) (\(name)) succeeded while its destination was not shown") }
        case .failure(let error):
            failures += 1
            if error is CancellationError, cancelled.contains(id) { return }
            if expected(error) { return }
            problems.append("request \(id) (\(name)) failed: \(error)")
        }
    }

    /// The requests that never ended.
    var lost: [Int] { (0..<requested).filter { completions[$0] == nil } }
    /// The requests that ended more than once.
    var doubled: [Int] { completions.filter { $0.value > 1 }.map(\.key).sorted() }
}

extension LoadLedger {
    /// Makes one navigation to a random destination in one of the router's forms (throwing,
    /// committing, async), recording its end; an async one is cancelled once in `cancelOdds`
    /// times. Returns the task of an async request, for the caller to await.
    func requestRandomly(
        _ router: DefaultRouter, in window: UIWindow, cancellingOneIn cancelOdds: Int, using generator: inout SeededGenerator
    ) -> Task<Void, Never>? {
        let request = LoadRequest.random(using: &generator)
        let id = next(request.name)
        let animated = Bool.random(using: &generator)
        let shown = { Screen.visibleLeaf(in: window).map(request.isShown) == true }
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            do {
                try request.navigate(router, animated) { self.record(id, request.name, $0, shown: shown()) }
            } catch {
                record(id, request.name, .failure(error), shown: nil)
            }
            return nil
        case 1:
            request.commit(router, animated) { self.record(id, request.name, $0, shown: shown()) }
            return nil
        default:
            let task = Task { @MainActor in
                do {
                    try await request.navigateAsync(router, animated)
                    self.record(id, request.name, .success, shown: nil)
                } catch {
                    self.record(id, request.name, .failure(error), shown: nil)
                }
            }
            if Int.random(in: 0..<cancelOdds, using: &generator) == 0 {
                cancelled.insert(id)
                task.cancel()
            }
            return task
        }
    }
}
