/// The changes a navigation made to the screen, in order, each with the state before it: what
/// the executor undoes, newest first, when the navigation fails (see ``NavigationExecutor``).
///
/// A navigation records only under ``RollbackPolicy/rollback``; otherwise it holds no journal,
/// so ``RollbackPolicy/leaveAsIs`` costs nothing and keeps no removed controller alive.
@MainActor
final class RollbackJournal {
    /// Reads back the stacks the recorded changes left, completing their records, and returns
    /// every record, oldest first. A method, not a property: reading completes the records.
    func readBackRecords() -> [RollbackRecord] {
        readBackStacks()
        return recorded
    }
    private var recorded: [RollbackRecord] = []
    private let locator: ContainerAdapterLocator
    /// Where the records of the reveal under way start, until it ends.
    private var revealStart: Int?
    /// True when a push or a pop the journal records happens before the call that makes it returns:
    /// false for an animated navigation, whose push may join the stack only at the end of the turn.
    private let splitsStacks: Bool
    /// True when a reveal pops the controllers above the child it shows and changes nothing else
    /// in a navigation stack: the library's handler, with the built-in adapters, does.
    private let revealsByPopping: Bool
    /// Stack changes recorded as what they take off, whose bottom is read back once they happened.
    private var pendingStacks: [PendingStack] = []

    init(locator: ContainerAdapterLocator, splitsStacks: Bool = false, revealsByPopping: Bool = false) {
        self.locator = locator
        self.splitsStacks = splitsStacks
        self.revealsByPopping = revealsByPopping
    }

    /// Before the dismissal that clears the way: what covers `origin`, if anything.
    func recordDismissal(from origin: UIViewController) {
        let covering = origin.presentedChain
        guard !covering.isEmpty else { return }
        recorded.append(RollbackRecord(.dismissal(origin: origin, covering: covering), kind: .dismissal))
    }

    /// Before a reveal of `controller`: every container around it, nearest first, so that the
    /// undo, newest record first, restores the outermost container before the ones inside it.
    func recordReveal(of controller: UIViewController) {
        revealStart = recorded.count
        var child = controller
        for ancestor in controller.routingAncestors(locator: locator) {
            defer { child = ancestor }
            if revealsByPopping, splitsStacks, recordPop(to: child, in: ancestor) { continue }
            guard let snapshot = ContainerSnapshot(ancestor, locator: locator) else { continue }
            recorded.append(RollbackRecord(.container(snapshot), kind: .reveal))
        }
    }

    /// After the reveal: the containers it left as they were need no undo. Without this, a later
    /// step's undo and the reveal's would both set the same container back, and a container that
    /// never completes would cost two deadlines and be reported twice.
    func dropUnchangedReveal() {
        readBackStacks()
        guard let start = revealStart, start <= recorded.count else { return }
        revealStart = nil
        // In place: a reveal usually changes nothing, and this runs at every step.
        var kept = start
        for index in start..<recorded.count {
            if case .container(let snapshot) = recorded[index].before, !snapshot.differsFromNow(locator: locator) { continue }
            // Moved by a swap, not copied: a record holds many references, and the dropped ones
            // left behind are removed just below.
            if kept != index { recorded.swapAt(kept, index) }
            kept += 1
        }
        recorded.removeSubrange(kept...)
    }

    /// Before `action` integrates `viewController` into `target`: the state the action changes.
    /// A root replacement changes the window, a container action its container, the built-in
    /// present the presentations above `target`'s outermost controller (found when a rollback
    /// asks); an app's own action may change anything, so the hierarchy around `target` is
    /// counted.
    func recordIntegration(
        of viewController: UIViewController, by action: ActionBox, into target: UIViewController,
        step: NavigationStepDescription
    ) {
        let before: RollbackRecord.Before
        if action.appendsToStack, splitsStacks, recordPush(onto: target, step: step, actionType: action.typeName, integrated: viewController) {
            return
        } else if action.replacesRoot {
            if let window = target.outermostController.hostingWindow, let root = window.rootViewController {
                before = .windowRoot(window: window, root: root)
            } else {
                before = .unknown(target, reason: "\(action.typeName) replaced the root of a window the router cannot find")
            }
        } else if action.kind == .container {
            before =
                ContainerSnapshot(target, locator: locator).map { .container($0) }
                ?? .unknown(target, reason: "\(target) has no container adapter, so what \(action.typeName) changed cannot be read back")
        } else if !action.removesNothing {
            // Not a built-in present or nil action, which take nothing off and add presentations
            // at most: the rollback compares the hierarchy with this census to find what changed.
            before = .census(HierarchyCensus(around: target), top: RollbackRecord.topOfPresentations(over: target))
        } else {
            before = .presentations(target: target, top: RollbackRecord.topOfPresentations(over: target))
        }
        recorded.append(RollbackRecord(before, kind: .integration, step: step, actionType: action.typeName, integrated: viewController))
    }

    /// Before the children of a container being assembled are set at once.
    func recordChildren(of container: UIViewController) {
        guard let snapshot = ContainerSnapshot(container, locator: locator) else { return }
        recorded.append(RollbackRecord(.container(snapshot), kind: .integration))
    }

    /// Forgets every record, releasing the controllers they hold.
    func clear() {
        recorded = []
        pendingStacks = []
    }

    /// After the change recorded last, before anything else runs: reads back the stacks it left.
    func changeEnded() {
        readBackStacks()
    }
}

extension RollbackJournal {
    /// A navigation stack recorded before a push or a pop as the controllers the change takes
    /// off, its bottom to be read back from the stack once the change happened. Until then its
    /// record says why it cannot be undone, which is what it stays if the stack changed otherwise
    /// than recorded.
    fileprivate struct PendingStack {
        /// Where its record is in the journal.
        let index: Int
        let navigation: UINavigationController
        /// How many controllers at the bottom the change leaves.
        let kept: Int
        /// The topmost of those: the stack read back must still hold it there.
        let base: UIViewController
        /// The controllers above them before the change.
        let above: [UIViewController]
        let visible: UIViewController?
    }

    fileprivate static let unreadableStack =
        "the navigation stack changed otherwise than the push or pop recorded, so what it held before cannot be read back"

    /// Before the pop above `child` that the reveal makes in `container`, when the journal reads
    /// the stack itself and the pop takes off fewer controllers than it leaves: otherwise a whole
    /// snapshot costs no more, as the pop then copies only the part it leaves.
    fileprivate func recordPop(to child: UIViewController, in container: UIViewController) -> Bool {
        guard let navigation = locator.knownStack(container) else { return false }
        let stack = navigation.viewControllers
        // From the top: the controller revealed is usually near it.
        guard var index = stack.indices.last else { return false }
        while index >= 0, stack[index] !== child { index -= 1 }
        let kept = index + 1
        guard kept > 0, kept < stack.count, stack.count - kept < kept else { return false }
        pendingStacks.append(
            PendingStack(index: recorded.count, navigation: navigation, kept: kept, base: child, above: Array(stack[kept...]), visible: stack.last))
        recorded.append(RollbackRecord(.unknown(navigation, reason: Self.unreadableStack), kind: .reveal))
        return true
    }

    /// Before a push onto `target`, a stack the journal reads itself: the push takes nothing off.
    fileprivate func recordPush(
        onto target: UIViewController, step: NavigationStepDescription, actionType: String, integrated: UIViewController
    ) -> Bool {
        guard let navigation = locator.knownStack(target), let top = navigation.topViewController else { return false }
        let kept = navigation.viewControllers.count
        pendingStacks.append(PendingStack(index: recorded.count, navigation: navigation, kept: kept, base: top, above: [], visible: top))
        recorded.append(
            RollbackRecord(
                .unknown(navigation, reason: Self.unreadableStack), kind: .integration, step: step, actionType: actionType,
                integrated: integrated))
        return true
    }

    /// Replaces the record of each pending stack with a snapshot of the stack as it was, from its
    /// bottom as it is now. Reading it now shares the stack's storage without copying it.
    fileprivate func readBackStacks() {
        guard !pendingStacks.isEmpty else { return }
        for pending in pendingStacks {
            let now = pending.navigation.viewControllers
            guard now.count >= pending.kept, now[pending.kept - 1] === pending.base else { continue }
            let snapshot = ContainerSnapshot(pending.navigation, bottom: now, kept: pending.kept, above: pending.above, visible: pending.visible)
            recorded[pending.index] = recorded[pending.index].replacingBefore(.container(snapshot))
        }
        pendingStacks = []
    }
}
