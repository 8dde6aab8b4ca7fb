import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.3 rules 1–3 and 5: addChild, removeFromParent, hierarchy exceptions, transition(from:to:).
    @MainActor
    @Suite("Containment: addChild and removeFromParent")
    struct ContainmentTests {
        @Test("addChild appends, sets parent and calls willMove(toParent:) but not didMove")
        func addChildAppendsSetsParentAndCallsOnlyWillMove() async {
            let log = EventLog()
            let parent = UIViewController()
            let first = RecordingViewController("first", log: log)
            let second = RecordingViewController("second", log: log)

            parent.addChild(first)
            parent.addChild(second)

            #expect(parent.children == [first, second])
            #expect(first.parent === parent)
            #expect(second.parent === parent)
            #expect(log.take() == ["first.willMove(UIViewController)", "second.willMove(UIViewController)"])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take().isEmpty, "addChild must never call didMove(toParent:) by itself")
        }

        @Test("removeFromParent clears parent and calls didMove(nil) but not willMove")
        func removeFromParentCallsOnlyDidMoveNil() async {
            let log = EventLog()
            let parent = UIViewController()
            let child = RecordingViewController("child", log: log)
            let sibling = UIViewController()
            parent.addChild(child)
            parent.addChild(sibling)
            _ = log.take()

            child.removeFromParent()

            #expect(parent.children == [sibling])
            #expect(child.parent == nil)
            #expect(log.take() == ["child.didMove(nil)"])
        }

        @Test("addChild of a child of another parent first sends willMove(nil) and removeFromParent")
        func addChildMovesChildAwayFromOldParent() async {
            let log = EventLog()
            let oldParent = UIViewController()
            let newParent = UIViewController()
            let child = RecordingViewController("child", log: log)
            oldParent.addChild(child)
            child.didMove(toParent: oldParent)
            _ = log.take()

            newParent.addChild(child)

            #expect(log.take() == ["child.willMove(nil)", "child.didMove(nil)", "child.willMove(UIViewController)"])
            #expect(oldParent.children.isEmpty)
            #expect(newParent.children == [child])
            #expect(child.parent === newParent)
        }

        @Test("addChild of a controller on a navigation stack shrinks that stack")
        func addChildTakesControllerOffANavigationStack() async {
            let log = EventLog()
            let root = UIViewController()
            let pushed = RecordingViewController("pushed", log: log)
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(pushed, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()
            let container = UIViewController()

            container.addChild(pushed)

            #expect(navigation.viewControllers == [root])
            #expect(navigation.topViewController === root)
            #expect(pushed.parent === container)
            #expect(pushed.navigationController == nil)
            #expect(log.take() == ["pushed.willMove(nil)", "pushed.didMove(nil)", "pushed.willMove(UIViewController)"])
        }

        @Test("addChild of a controller the parent presents raises UIViewControllerHierarchyInconsistency")
        func addingPresentedControllerRaises() async throws {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(root.presentedViewController === presented)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()

            root.addChild(presented)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "UIViewControllerHierarchyInconsistency")
            #expect(error.kind == .addingPresentedControllerAsChild)
            #expect(error.reason.hasPrefix("trying to add child view controller that is already presented"))
            #expect(root.children.isEmpty)
            #expect(presented.parent == nil)
        }

        @Test("addChild of a window's visible root raises UIViewControllerHierarchyInconsistency")
        func addingVisibleWindowRootRaises() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let container = UIViewController()

            container.addChild(root)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "UIViewControllerHierarchyInconsistency")
            #expect(error.kind == .addingRootControllerAsChild)
            #expect(error.reason.hasPrefix("adding a root view controller"))
            #expect(container.children.isEmpty)
            #expect(root.parent == nil)
            #expect(window.rootViewController === root)
        }

        @Test("addChild of a controller whose view is on screen under another controller's view raises")
        func addingChildWhoseViewIsOnScreenUnderAnotherControllerRaises() async throws {
            let owner = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(owner)
            let stray = UIViewController()
            owner.view.addSubview(stray.view)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let requestedParent = UIViewController()

            requestedParent.addChild(stray)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.name == "UIViewControllerHierarchyInconsistency")
            #expect(error.kind == .childViewUnderOtherParent)
            #expect(error.reason.hasPrefix("child view controller:"))
            #expect(requestedParent.children.isEmpty)
            #expect(stray.parent == nil)
        }

        @Test("addChild by the controller whose view already holds the child's view is allowed")
        func addingChildByTheOwnerOfItsSuperviewIsAllowed() async {
            let owner = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(owner)
            let child = UIViewController()
            owner.view.addSubview(child.view)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()

            owner.addChild(child)
            child.didMove(toParent: owner)

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(owner.children == [child])
        }

        @Test("transition(from:to:) between controllers that are not children raises NSInvalidArgumentException")
        func transitionBetweenNonChildrenRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let container = UIViewController()
            let child = UIViewController()
            let stranger = UIViewController()
            container.addChild(child)
            child.didMove(toParent: container)
            let completions = ContainerCompletionBox<Bool>()

            container.transition(from: child, to: stranger, duration: 0, animations: nil) { completions.values.append($0) }
            container.transition(from: stranger, to: child, duration: 0, animations: nil)

            #expect(HeadlessRuntime.shared.exceptions.count == 2)
            for error in HeadlessRuntime.shared.exceptions {
                #expect(error.name == "NSInvalidArgumentException")
                #expect(error.kind == .transitionBetweenForeignChildren)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completions.values.isEmpty)
            #expect(container.children == [child])
        }

        @Test("transition(from:to:) between two children completes without an exception")
        func transitionBetweenChildrenCompletes() async {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let container = UIViewController()
            let from = UIViewController()
            let to = UIViewController()
            container.addChild(from)
            container.addChild(to)
            let completions = ContainerCompletionBox<Bool>()

            container.transition(from: from, to: to, duration: 0, animations: nil) { completions.values.append($0) }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(completions.values == [true])
        }
    }
}
