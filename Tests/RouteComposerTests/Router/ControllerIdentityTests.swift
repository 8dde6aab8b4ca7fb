import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// A plan keeps its origin's class and address rather than its description, which a
    /// navigation that succeeds never shows; the text built from them for an error must be the
    /// one the controller would have given.
    @MainActor
    @Suite("Naming a controller that may be gone")
    struct ControllerIdentityTests {
        final class Described: UIViewController {}

        @Test("The identity's text is the controller's own description while it lives")
        func matchesTheDescription() {
            let controllers: [UIViewController] = [Described(), UINavigationController(), UITabBarController()]
            for controller in controllers {
                #expect(ControllerIdentity(controller).text == "\(controller)")
            }
        }

        @Test("The text outlives the controller")
        func outlivesTheController() throws {
            var controller: Described? = Described()
            let identity = try #require(controller.map(ControllerIdentity.init))
            let before = identity.text
            controller = nil
            #expect(identity.text == before)
            #expect(before.hasPrefix("<RouteComposerTests.RouteComposerTests.ControllerIdentityTests.Described: 0x"))
        }
    }
}
