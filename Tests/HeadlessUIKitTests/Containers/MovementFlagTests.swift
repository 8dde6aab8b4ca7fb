import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.3 rule 4: isMovingToParent / isMovingFromParent are true only inside the appearance
    /// callbacks of a containment transition.
    @MainActor
    @Suite("Containment: isMovingToParent and isMovingFromParent")
    struct MovementFlagTests {
        @Test("A pushed controller is moving to its parent inside its appear callbacks only")
        func pushedControllerIsMovingToParentOnlyInsideAppearCallbacks() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let probe = ContainmentProbeViewController()
            #expect(!probe.isMovingToParent)

            navigation.pushViewController(probe, animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let willAppear = try #require(probe.snapshot("viewWillAppear"))
            let didAppear = try #require(probe.snapshot("viewDidAppear"))
            #expect(willAppear.isMovingToParent)
            #expect(didAppear.isMovingToParent)
            #expect(!willAppear.isMovingFromParent)
            #expect(!probe.isMovingToParent, "the flag must drop once the transition is over")
            #expect(!probe.isMovingFromParent)
        }

        @Test("The flag is not yet up when pushViewController returns, before any callback")
        func isMovingToParentIsFalseBetweenPushAndCallbacks() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let probe = ContainmentProbeViewController()

            navigation.pushViewController(probe, animated: true)

            #expect(probe.snapshots.isEmpty)
            #expect(!probe.isMovingToParent, "§1.3 rule 4: outside the appearance callbacks the flag is false")
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test("A popped controller is moving from its parent inside its disappear callbacks only")
        func poppedControllerIsMovingFromParentOnlyInsideDisappearCallbacks() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let probe = ContainmentProbeViewController()
            navigation.pushViewController(probe, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(!probe.isMovingFromParent)

            navigation.popViewController(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let willDisappear = try #require(probe.snapshot("viewWillDisappear"))
            let didDisappear = try #require(probe.snapshot("viewDidDisappear"))
            #expect(willDisappear.isMovingFromParent)
            #expect(didDisappear.isMovingFromParent)
            #expect(!willDisappear.isMovingToParent)
            #expect(!probe.isMovingFromParent)
            #expect(!probe.isMovingToParent)
        }

        @Test("The controller covered by a push is not moving: it stays a child")
        func coveredControllerIsNotMoving() async throws {
            let covered = ContainmentProbeViewController()
            let navigation = UINavigationController(rootViewController: covered)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)

            navigation.pushViewController(UIViewController(), animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let willDisappear = try #require(covered.snapshot("viewWillDisappear"))
            #expect(!willDisappear.isMovingFromParent)
            #expect(!willDisappear.isMovingToParent)
        }

        @Test("A tab switch is not a containment transition: the flags stay false")
        func tabSwitchDoesNotRaiseTheFlags() async throws {
            let probe = ContainmentProbeViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [UIViewController(), probe]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)

            tabBar.selectedIndex = 1
            await HeadlessRuntime.shared.waitUntilIdle()

            let willAppear = try #require(probe.snapshot("viewWillAppear"))
            #expect(!willAppear.isMovingToParent)
            #expect(!willAppear.isMovingFromParent)
        }

        @Test("Two pushes started by one commit both see isMovingToParent in viewWillAppear")
        func oneCommitKeepsEveryPushsMovementFlags() async throws {
            let stacks = await TwoStacks.pushingAProbeOntoEach()
            let (leftProbe, rightProbe) = (stacks.leftProbe, stacks.rightProbe)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(try #require(leftProbe.snapshot("viewWillAppear")).isMovingToParent)
            #expect(
                try #require(rightProbe.snapshot("viewWillAppear")).isMovingToParent,
                "the first push ending must not take the second one's flag away")
            #expect(!rightProbe.isMovingToParent)
        }
    }
}
