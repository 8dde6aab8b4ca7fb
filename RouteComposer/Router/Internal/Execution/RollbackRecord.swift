/// One change of the screen a navigation made, with the state before it: what its rollback needs
/// to put that state back, or to say why it cannot.
///
/// The controllers of the state before are held strongly, so that controllers a change removed
/// (a popped stack, a replaced root) still exist to be put back; the record lives only as long as
/// its navigation.
@MainActor
struct RollbackRecord {
    /// The state before the change.
    enum Before {
        /// What covered the controller the navigation started from, before it was dismissed.
        case dismissal(origin: UIViewController, covering: [UIViewController])
        /// A container's children and the child it showed, read through its adapter.
        case container(ContainerSnapshot)
        /// The chain of presentations that `target` is in, up to `top`, the controller that
        /// presented nothing yet. Only `top` and the controller presented from are kept: UIKit
        /// links the members between, and each presents the next, so `top` still presented above
        /// `target`'s outermost controller means the chain is as it was. That outermost controller
        /// is read when a rollback asks, not when every presentation is recorded: finding it walks
        /// up every presentation below, so a restore of *n* stacked entries would be O(*n*²).
        case presentations(target: UIViewController, top: UIViewController)
        /// The window's root.
        case windowRoot(window: UIWindow, root: UIViewController)
        /// A change the router cannot read the state of: an action into a container without adapter.
        case unknown(UIViewController, reason: String)
        /// What an app's own action may change, which no record can know beforehand: a census of
        /// the hierarchy around its target, whose root is the outermost controller of the chain of
        /// presentations it was in, and the top of that chain, as for ``presentations(target:top:)``.
        case census(HierarchyCensus, top: UIViewController)
    }

    let before: Before
    let kind: RollbackIncomplete.Change.Kind
    /// The step whose action made the change; nil for a dismissal, a reveal or a batch of children.
    let step: NavigationStepDescription?
    let actionType: String?
    /// The controller the action integrated, when it was in no window before: it must have left
    /// the screen once the rollback ends.
    weak var integrated: UIViewController?

    init(
        _ before: Before, kind: RollbackIncomplete.Change.Kind, step: NavigationStepDescription? = nil,
        actionType: String? = nil, integrated: UIViewController? = nil
    ) {
        self.before = before
        self.kind = kind
        self.step = step
        self.actionType = actionType
        self.integrated = integrated
    }

    /// The same change with `before` read otherwise.
    func replacingBefore(_ before: Before) -> RollbackRecord {
        RollbackRecord(before, kind: kind, step: step, actionType: actionType, integrated: integrated)
    }

    /// The controller the undo waits on and takes its census around: the one it changes, or the
    /// window's current root when the root goes back.
    var anchor: UIViewController? {
        switch before {
        case let .dismissal(origin, _): origin
        case let .container(snapshot): snapshot.container
        case let .presentations(target, _): target.outermostController
        case let .windowRoot(window, root): window.rootViewController ?? root
        case let .unknown(controller, _): controller
        case let .census(census, _): census.window?.rootViewController ?? census.root
        }
    }

    /// The controller the events and the error name as restored or left changed.
    var subject: UIViewController? {
        switch before {
        case let .dismissal(origin, _): origin
        case let .container(snapshot): snapshot.container
        case let .presentations(_, top): top
        case let .windowRoot(_, root): root
        case let .unknown(controller, _): controller
        case let .census(_, top): top
        }
    }

    /// True while the screen differs from the state before in what this change touched.
    func isChanged(locator: ContainerAdapterLocator) -> Bool {
        switch before {
        case let .dismissal(origin, covering):
            !Self.dismissed(of: covering, from: origin).isEmpty
        case .unknown:
            true
        case let .container(snapshot):
            snapshot.differsFromNow(locator: locator)
        case let .presentations(target, top):
            Self.presentationChain(from: target.outermostController).last !== top
        case let .windowRoot(window, root):
            window.rootViewController !== root
        case let .census(census, _):
            census.differsFromNow
        }
    }

    /// What undoing the change will take off the screen, for ``NavigationEvent/Kind/willRemove``.
    func predictedRemovals(locator: ContainerAdapterLocator) -> [UIViewController] {
        switch before {
        case .dismissal, .unknown:
            []
        case let .container(snapshot):
            snapshot.addedSince(locator: locator).flatMap(\.reachableControllers)
        case let .presentations(_, top):
            top.presentedChain
        case let .windowRoot(window, _):
            window.rootViewController?.reachableControllers ?? []
        case let .census(census, top):
            (census.rootWasReplaced ? census.window?.rootViewController?.reachableControllers ?? [] : []) + top.presentedChain
        }
    }

    /// The members of `covering` no longer presented above `origin`: what the dismissal removed.
    /// A stack presentation handler may dismiss less than everything, or nothing.
    static func dismissed(of covering: [UIViewController], from origin: UIViewController) -> [UIViewController] {
        let chain = origin.presentedChain
        return covering.filter { member in !chain.holdsIdentical(member) }
    }

    /// The last controller of the chain of presentations `target` is in: the topmost of what
    /// `target` or its ancestors present, else `target`'s outermost ancestor through parents.
    /// What a presentation from `target` covers, found without walking down from the window.
    ///
    /// - Complexity: O(what is presented above `target`, plus its parents).
    static func topOfPresentations(over target: UIViewController) -> UIViewController {
        if let top = target.presentedChain.last { return top }
        var outermost = target
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }

    /// The controller and the chain of presentations above it, outermost first.
    static func presentationChain(from outermost: UIViewController) -> [UIViewController] {
        [outermost] + outermost.presentedChain
    }
}

/// A container's children and visible child at one moment, read through its adapter.
@MainActor
struct ContainerSnapshot {
    let container: UIViewController
    /// The first child it showed: the top of a stack, the selected tab, the primary column.
    let visible: UIViewController?
    /// The children before, in order.
    let children: [UIViewController]

    /// Nil when `container` is no container the locator has an adapter for.
    init?(_ container: UIViewController, locator: ContainerAdapterLocator) {
        guard let adapter = Self.adapter(of: container, locator: locator) else { return nil }
        self.container = container
        children = adapter.containedViewControllers
        visible = adapter.visibleViewControllers.first
    }

    static func adapter(of container: UIViewController, locator: ContainerAdapterLocator) -> ContainerAdapter? {
        guard let containerViewController = container.asContainerViewController else { return nil }
        return try? locator.getAdapter(for: containerViewController)
    }

    /// True when the container's children or its visible child are not what they were.
    func differsFromNow(locator: ContainerAdapterLocator) -> Bool {
        guard let adapter = Self.adapter(of: container, locator: locator) else { return true }
        return !adapter.containedViewControllers.isSameSequence(as: children) || visible.map { !adapter.isVisible($0) } == true
    }

    /// The children the container has now and did not have then.
    func addedSince(locator: ContainerAdapterLocator) -> [UIViewController] {
        let now = Self.adapter(of: container, locator: locator)?.containedViewControllers ?? []
        return now.filter { child in !children.holdsIdentical(child) }
    }
}

extension Array where Element == UIViewController {
    /// The same controllers in the same order.
    ///
    /// - Complexity: O(*n*) identity comparisons.
    func isSameSequence(as other: [UIViewController]) -> Bool {
        count == other.count && elementsEqual(other, by: ===)
    }
}
