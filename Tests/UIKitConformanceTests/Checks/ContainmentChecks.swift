#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Containment: `addChild` and `removeFromParent`, outside any window.
@MainActor
enum ContainmentChecks {
    /// `addChild` appends to `children`, sets `parent` and calls `willMove(toParent:)`, never
    /// `didMove(toParent:)`, which is the container's to call.
    static func addChildCallsOnlyWillMove(settle: Settle) async throws {
        let log = LifecycleLog()
        let parent = UIViewController()
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)

        parent.addChild(first)
        parent.addChild(second)

        try requireEqual(parent.children, [first, second], "children")
        try requireSame(first.parent, parent, "first.parent")
        try requireSame(second.parent, parent, "second.parent")
        try requireEqual(
            log.take(), ["first.willMove(UIViewController)", "second.willMove(UIViewController)"], "callbacks of addChild")
        await settle()
        try requireEqual(log.take(), [], "callbacks after the run loop turned")
    }

    /// `removeFromParent` removes the child and clears `parent`, calling `didMove(toParent: nil)`
    /// and not `willMove(toParent:)`, which is the container's to call first.
    static func removeFromParentCallsOnlyDidMove() throws {
        let log = LifecycleLog()
        let parent = UIViewController()
        let child = RecordingController("child", log: log)
        let sibling = UIViewController()
        parent.addChild(child)
        parent.addChild(sibling)
        _ = log.take()

        child.removeFromParent()

        try requireEqual(parent.children, [sibling], "children")
        try requireSame(child.parent, nil, "child.parent")
        try requireEqual(log.take(), ["child.didMove(nil)"], "callbacks of removeFromParent")
    }

    /// `addChild` of another parent's child first takes it from that parent, with
    /// `willMove(toParent: nil)` and `didMove(toParent: nil)`, then adds it.
    static func addChildTakesTheChildFromItsParent() throws {
        let log = LifecycleLog()
        let oldParent = UIViewController()
        let newParent = UIViewController()
        let child = RecordingController("child", log: log)
        oldParent.addChild(child)
        child.didMove(toParent: oldParent)
        _ = log.take()

        newParent.addChild(child)

        try requireEqual(
            log.take(), ["child.willMove(nil)", "child.didMove(nil)", "child.willMove(UIViewController)"],
            "callbacks of moving a child")
        try requireEqual(oldParent.children, [], "the old parent's children")
        try requireEqual(newParent.children, [child], "the new parent's children")
        try requireSame(child.parent, newParent, "child.parent")
    }
}
