import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// An app's own container action, with its shorthand declared the way the library declared its
/// own before `using(_:)` took any `AbstractAction`: in an extension of `ContainerAction`.
struct AppPushAction: ContainerAction {
    private let push = UINavigationController.push()

    func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        push.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }
}

/// An app's own plain action, with its shorthand in an extension of `Action`.
struct AppPresentAction: Action {
    private let present = GeneralAction.presentModally()

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        present.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }
}

extension ContainerAction where Self == AppPushAction {
    static var appPush: Self { AppPushAction() }
}

extension Action where Self == AppPresentAction {
    static var appPresent: Self { AppPresentAction() }
}

extension RouteComposerTests {
    /// Shorthands an app declares for its own actions in extensions of `Action` and
    /// `ContainerAction`, which a parameter of type `AbstractAction` does not see: the disfavored
    /// `using(_:)` overloads keep them compiling, with the kind of action they declare.
    @MainActor
    @Suite("DSL: an app's own action shorthands")
    struct AppShorthandTests {
        let runtime = HeadlessRuntime.shared

        @Test("An app's container shorthand pushes into the navigation controller its plain shorthand presents")
        func appShorthandsIntegrateAsTheirKind() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let destination = StepAssembler<ProductViewController, String>()
                .finder(.classFinder(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
                .factory(.classFactory)
                .adding(ProductIDTask())
                .using(.appPush)
                .from(.navigationController)
                .using(.appPresent)
                .from(.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: destination, with: "p1", animated: false)

            let navigation = try #require(root.presentedViewController as? UINavigationController)
            let product = try #require(navigation.viewControllers.first as? ProductViewController)
            #expect(product.productID == "p1")
        }
    }
}
