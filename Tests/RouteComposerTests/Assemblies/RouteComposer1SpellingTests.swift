import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The 1.x spellings still compile (with deprecation warnings) and mean what they meant.
    @MainActor
    @Suite("Compatibility: RouteComposer 1.x spellings")
    struct RouteComposer1SpellingTests {
        let runtime = HeadlessRuntime.shared

        @available(*, deprecated, message: "exercises deprecated 1.x spellings on purpose")
        private func oldStyleProduct() -> DestinationStep<ProductViewController, String> {
            StepAssembly(finder: ClassFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>())
                .add(ProductIDTask())
                .using(PushToNavigationAction())
                .from(NavigationControllerStep<UINavigationController, String>())
                .using(DefaultActions.PresentModally())
                .from(CurrentControllerStep())
                .assemble()
        }

        @available(*, deprecated, message: "exercises deprecated 1.x spellings on purpose")
        private func continueRouting() -> ActionResult { .continueRouting }

        @available(*, deprecated, message: "exercises deprecated 1.x spellings on purpose")
        @Test("A configuration in 1.x spellings navigates like its 2.x equivalent")
        func oldSpellingsNavigate() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)

            try await DefaultRouter(logger: nil).navigate(to: oldStyleProduct(), with: "old", animated: false)

            let navigation = try #require(root.presentedViewController as? UINavigationController)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "old")
            #expect(continueRouting().isSuccessful)
        }
    }
}
