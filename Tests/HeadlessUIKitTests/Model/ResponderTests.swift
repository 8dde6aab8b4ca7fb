import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

/// A controller subclass declared in the test module, for description checks.
@MainActor
final class ResponderDescriptionProbe: UIViewController {}

extension HeadlessUIKitTests {
    /// UIResponder identity semantics (NSObject's) and the responder chain of controllers.
    @MainActor
    @Suite("Model: UIResponder identity and chain")
    struct ResponderTests {
        private func address(of object: AnyObject) -> String {
            "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        }

        @Test("== is identity: a controller equals itself and no other controller")
        func equalityIsIdentity() async {
            let one = UIViewController()
            let other = UIViewController()
            let sameObject: UIResponder = one

            #expect(one == one)
            #expect(sameObject == one)
            #expect(one != other)
        }

        @Test("Hashing is by identity: sets keep distinct controllers and deduplicate the same one")
        func hashingIsIdentity() async {
            let one = UIViewController()
            let other = UIViewController()

            let set: Set<UIViewController> = [one, other, one]

            #expect(set.count == 2)
            #expect(set.contains(one))
            #expect(one.hashValue == one.hashValue)
        }

        @Test("[vc].contains(vc) finds the controller and not a different one")
        func containsUsesIdentity() async {
            let one = UIViewController()
            let other = UIViewController()

            #expect([one].contains(one))
            #expect(![one].contains(other))
            #expect([UIViewController(), one].firstIndex(of: one) == 1)
        }

        @Test("description has the Objective-C form <Module.Class: 0xADDRESS>")
        func descriptionFormat() async {
            let plain = UIViewController()
            let probe = ResponderDescriptionProbe()
            let navigation = UINavigationController()

            #expect(plain.description == "<HeadlessUIKit.UIViewController: \(address(of: plain))>")
            #expect(navigation.description == "<HeadlessUIKit.UINavigationController: \(address(of: navigation))>")
            #expect(probe.description == "<HeadlessUIKitTests.ResponderDescriptionProbe: \(address(of: probe))>")
            #expect("\(plain)" == plain.description)
            #expect(plain.debugDescription == plain.description)
            #expect(plain.description != UIViewController().description)
        }

        @Test("next of a child controller is its parent")
        func nextOfChildIsParent() async {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)

            #expect(child.next === navigation)
        }

        @Test("next of a presented controller is its presenting controller")
        func nextOfPresentedIsPresenter() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(presented.next === root)
        }

        @Test("next of a child inside a presented container is the container, not the presenter")
        func nextPrefersParentOverPresenter() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let leaf = UIViewController()
            let presentedNavigation = UINavigationController(rootViewController: leaf)
            root.present(presentedNavigation, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(leaf.next === presentedNavigation)
            #expect(presentedNavigation.next === root)
        }

        @Test("next of a controller's view is the controller")
        func nextOfViewIsController() async {
            let controller = UIViewController()

            #expect(controller.view.next === controller)
        }
    }
}
