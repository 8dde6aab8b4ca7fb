/// The changes a navigation made to the screen, in order, each with the state before it: what
/// the executor undoes, newest first, when the navigation fails (see ``NavigationExecutor``).
///
/// A navigation records only under ``RollbackPolicy/rollback``; otherwise it holds no journal,
/// so ``RollbackPolicy/leaveAsIs`` costs nothing and keeps no removed controller alive.
@MainActor
final class RollbackJournal {
    /// Every record, oldest first.
    private(set) var records: [RollbackRecord] = []
    private let locator: ContainerAdapterLocator
    /// Where the records of the reveal under way start, until it ends.
    private var revealStart: Int?

    init(locator: ContainerAdapterLocator) {
        self.locator = locator
    }

    /// Before the dismissal that clears the way: what covers `origin`, if anything.
    func recordDismissal(from origin: UIViewController) {
        let covering = origin.presentedChain
        guard !covering.isEmpty else { return }
        records.append(RollbackRecord(.dismissal(origin: origin, covering: covering), kind: .dismissal))
    }

    /// Before a reveal of `controller`: every container around it, nearest first, so that the
    /// undo, newest record first, restores the outermost container before the ones inside it.
    func recordReveal(of controller: UIViewController) {
        revealStart = records.count
        for ancestor in controller.routingAncestors(locator: locator) {
            guard let snapshot = ContainerSnapshot(ancestor, locator: locator) else { continue }
            records.append(RollbackRecord(.container(snapshot), kind: .reveal))
        }
    }

    /// After the reveal: the containers it left as they were need no undo. Without this, a later
    /// step's undo and the reveal's would both set the same container back, and a container that
    /// never completes would cost two deadlines and be reported twice.
    func dropUnchangedReveal() {
        guard let start = revealStart, start <= records.count else { return }
        revealStart = nil
        // In place: a reveal usually changes nothing, and this runs at every step.
        var kept = start
        for index in start..<records.count {
            if case .container(let snapshot) = records[index].before, !snapshot.differsFromNow(locator: locator) { continue }
            // Moved by a swap, not copied: a record holds many references, and the dropped ones
            // left behind are removed just below.
            if kept != index { records.swapAt(kept, index) }
            kept += 1
        }
        records.removeSubrange(kept...)
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
        if action.replacesRoot {
            if let window = target.outermostController.hostingWindow, let root = window.rootViewController {
                before = .windowRoot(window: window, root: root)
            } else {
                before = .unknown(target, reason: "\(action.typeName) replaced the root of a window the router cannot find")
            }
        } else if action.kind == .container {
            if let snapshot = ContainerSnapshot(target, locator: locator) {
                before = .container(snapshot)
            } else {
                before = .unknown(target, reason: "\(target) has no container adapter, so what \(action.typeName) changed cannot be read back")
            }
        } else if !action.removesNothing {
            // Not a built-in present or nil action, which take nothing off and add presentations
            // at most: the rollback compares the hierarchy with this census to find what changed.
            before = .census(HierarchyCensus(around: target), top: RollbackRecord.topOfPresentations(over: target))
        } else {
            before = .presentations(target: target, top: RollbackRecord.topOfPresentations(over: target))
        }
        // A controller already in the window before (a tab a step found and an action selects)
        // was there before the navigation too: the rollback need not take it off.
        let integrated = viewController.isHeldInWindowHierarchy ? nil : viewController
        records.append(RollbackRecord(before, kind: .integration, step: step, actionType: action.typeName, integrated: integrated))
    }

    /// Before the children of a container being assembled are set at once.
    func recordChildren(of container: UIViewController) {
        guard let snapshot = ContainerSnapshot(container, locator: locator) else { return }
        records.append(RollbackRecord(.container(snapshot), kind: .integration))
    }

    /// Forgets every record, releasing the controllers they hold.
    func clear() {
        records = []
    }
}
