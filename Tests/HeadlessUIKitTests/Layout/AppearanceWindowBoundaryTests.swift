import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The appearance machine takes a child as on screen when its view lies under its parent's view
    /// with no window between them; this pins the window check that replaced a walk to the window.
    @MainActor
    @Suite("Appearance: a window between a parent's view and a child's")
    struct AppearanceWindowBoundaryTests {
        @Test("A child whose view sits in a window nested in its parent's view does not appear with the parent")
        func nestedWindowHidesTheChild() async {
            let parent = UIViewController()
            let direct = UIViewController()
            let nested = UIViewController()
            for child in [direct, nested] { parent.addChild(child) }
            let inner = UIWindow(frame: .zero)
            parent.view.addSubview(direct.view)
            parent.view.addSubview(inner)
            inner.addSubview(nested.view)
            for child in [direct, nested] { child.didMove(toParent: parent) }

            await HeadlessRuntime.shared.showInFreshWindow(parent)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(parent.appearanceState == .appeared)
            #expect(direct.appearanceState == .appeared)
            #expect(nested.appearanceState == .disappeared)
        }
    }
}
