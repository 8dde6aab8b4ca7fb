import Foundation
@testable import RouteComposer
import HeadlessUIKit

// Interface-module side: routes and protocols another module may see.
struct ProfileRoute: CodableRoute, Equatable {
    static let identifier = "profile_mainroute"
    let someAnalyticsContext: String
}

struct LoginRoute: CodableRoute, Equatable {
    static let identifier = "login"
}

/// Claims `ProfileRoute`'s identifier with another type.
struct ImpostorProfileRoute: CodableRoute {
    static let identifier = "profile_mainroute"
}

struct UnservedRoute: CodableRoute {
    static let identifier = "unserved"
}

@MainActor protocol FeatureFlags: AnyObject { var profileEnabled: Bool { get } }

@MainActor final class SwitchableFlags: FeatureFlags {
    var profileEnabled: Bool
    init(profileEnabled: Bool) { self.profileEnabled = profileEnabled }
}

// Concrete-module side.
final class FeatureProfileViewController: UIViewController {
    let clientName: String
    let route: ProfileRoute?
    var taskContext: String?

    init(clientName: String, route: ProfileRoute?) {
        self.clientName = clientName
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class FeatureLoginViewController: UIViewController {}
final class LegacyProfileViewController: UIViewController {}

/// Counts the controllers features built, to prove none was built.
@MainActor enum FeatureBuilds {
    static var count = 0
}

struct ProfileFeature: Feature {
    @Dependency var client: any ClientService
    @Dependency var flags: any FeatureFlags

    func isEnabled() -> Bool { flags.profileEnabled }

    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { LegacyProfileFeature.self }

    func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
        FeatureBuilds.count += 1
        return FeatureProfileViewController(clientName: client.name, route: route as? ProfileRoute)
    }
}

/// Builds without dependencies; never disabled.
struct LegacyProfileFeature: Feature {
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
        FeatureBuilds.count += 1
        return LegacyProfileViewController()
    }
}

/// Always disabled, no fallback.
struct DisabledFeature: Feature {
    func isEnabled() -> Bool { false }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
        FeatureBuilds.count += 1
        return UIViewController()
    }
}

/// Disabled, falls back to `DisabledFeature`: a chain that ends disabled.
struct DisabledWithDisabledFallback: Feature {
    func isEnabled() -> Bool { false }
    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { DisabledFeature.self }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
}

/// Disabled fallbacks that lead back to each other.
struct LoopingFeatureA: Feature {
    func isEnabled() -> Bool { false }
    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { LoopingFeatureB.self }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
}

struct LoopingFeatureB: Feature {
    func isEnabled() -> Bool { false }
    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { LoopingFeatureA.self }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
}

/// Falls back to a feature whose dependency is never registered.
struct FallsBackToNeedy: Feature {
    func isEnabled() -> Bool { false }
    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { NeedyFeature.self }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
}

struct NeedyFeature: Feature {
    @Dependency var store: any StoreService
    @Dependency var value: any ValueService
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { UIViewController() }
}

/// Can only be pushed.
struct PushOnlyFeature: Feature {
    func supports(_ presentation: FeaturePresentation) -> Bool { presentation == .push }
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { FeatureLoginViewController() }
}

struct LoginFeature: Feature {
    @Dependency var navigator: any RouteNavigating
    func build(fromRoute route: (any CodableRoute)?) -> UIViewController { FeatureLoginViewController() }
}

/// Throws from build, as a feature may.
struct ThrowingFeature: Feature {
    struct Failed: Error {}
    func build(fromRoute route: (any CodableRoute)?) throws -> UIViewController { throw Failed() }
}

final class ProfileRouteHandler: RouteHandler {
    struct Unexpected: Error {}
    var feature: any Feature.Type = ProfileFeature.self
    private(set) var origins: [UIViewController] = []

    var routes: [any CodableRoute.Type] { [ProfileRoute.self] }

    func destination(forRoute route: any CodableRoute, fromViewController viewController: UIViewController) throws -> any Feature.Type {
        origins.append(viewController)
        guard route is ProfileRoute else { throw Unexpected() }
        return feature
    }
}

/// A handler as RouterService writes them: non-throwing.
final class LoginRouteHandler: RouteHandler {
    var routes: [any CodableRoute.Type] { [LoginRoute.self] }

    func destination(forRoute route: any CodableRoute, fromViewController viewController: UIViewController) -> any Feature.Type {
        LoginFeature.self
    }
}

final class ImpostorRouteHandler: RouteHandler {
    var routes: [any CodableRoute.Type] { [ImpostorProfileRoute.self] }

    func destination(forRoute route: any CodableRoute, fromViewController viewController: UIViewController) -> any Feature.Type {
        LegacyProfileFeature.self
    }
}

@MainActor
extension DependencyContainer {
    /// A container with what `ProfileFeature` needs.
    static func profileWiring(enabled: Bool = true) -> DependencyContainer {
        let container = DependencyContainer()
        container.register((any ClientService).self, scope: .singleton) { LiveClient(name: "wired") }
        container.register((any FeatureFlags).self, scope: .singleton) { SwitchableFlags(profileEnabled: enabled) }
        return container
    }
}

/// The `ModuleError` beneath a navigation's error.
func moduleError(in error: (any Error)?) -> ModuleError? {
    (error as? RoutingError)?.underlyingError as? ModuleError
}
