import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Looking a controller up by identity")
    struct IdentityLookupTests {
        @Test("Holds the controller itself, from either end, and nothing else")
        func holdsTheControllerItself() {
            let stack = [UIViewController(), UIViewController(), UIViewController()]
            for controller in stack {
                #expect(stack.holdsIdentical(controller))
                #expect(stack.holdsIdentical(controller, fromTheEnd: true))
            }
            let stranger = UIViewController()
            #expect(!stack.holdsIdentical(stranger))
            #expect(!stack.holdsIdentical(stranger, fromTheEnd: true))
            #expect(![UIViewController]().holdsIdentical(stranger))
        }
    }
}
