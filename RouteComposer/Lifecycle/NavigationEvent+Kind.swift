extension NavigationEvent {
    /// What a ``NavigationEvent`` reports.
    ///
    /// A struct with static members rather than an enum, so kinds can be added later without
    /// breaking an observer's exhaustive `switch`; a `switch` over kinds needs a `default`.
    ///
    /// A navigation that runs reports, in this order: ``started``; ``originFound``; for the
    /// dismissal that clears the way and every reveal that pops, ``willRemove`` and ``didRemove``;
    /// for each controller built, ``stepBuilt``, then ``willIntegrate``, any ``willRemove`` and
    /// ``didRemove`` of its action, and ``didIntegrate``; and last ``finished`` or ``failed``.
    /// A request that ends before it starts reports ``discarded`` alone. A navigation that fails
    /// after changing the screen, under ``RollbackPolicy/rollback``, reports before ``failed``:
    /// ``rollbackStarted``; for each change undone, newest first, ``willRemove`` and ``didRemove``
    /// (``RemovalReason/rolledBack``) and ``changeUndone``, or ``changeNotUndone``; and
    /// ``rollbackFinished``. Changes no router made (the user's), found when a router's request
    /// starts or when the app asks, are reported before it under a navigation of their own:
    /// ``didRemove`` for each reason (``RemovalReason/isByUser``) and ``selectedByUser``.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Value: String, Hashable, Sendable {
            case started
            case originFound
            case stepBuilt
            case willIntegrate
            case didIntegrate
            case willRemove
            case didRemove
            case finished
            case failed
            case discarded
            case leakSuspected
            case rollbackStarted
            case changeUndone
            case changeNotUndone
            case rollbackFinished
            case selectedByUser
        }

        let value: Value

        /// The navigation's turn came and it started planning. Sets ``NavigationEvent/contextType``.
        public static let started = Kind(value: .started)
        /// The controller to start from is known and will be used. Sets ``NavigationEvent/step``
        /// and ``NavigationEvent/controller``.
        public static let originFound = Kind(value: .originFound)
        /// A factory built a controller (children of a container factory included). Sets
        /// ``NavigationEvent/step`` and ``NavigationEvent/controller``.
        public static let stepBuilt = Kind(value: .stepBuilt)
        /// An action is about to integrate a built controller. Sets ``NavigationEvent/step``,
        /// ``NavigationEvent/controller``, ``NavigationEvent/container`` and ``NavigationEvent/actionType``.
        public static let willIntegrate = Kind(value: .willIntegrate)
        /// The action reported success. The same details as ``willIntegrate``.
        public static let didIntegrate = Kind(value: .didIntegrate)
        /// A change is about to remove the controllers in ``NavigationEvent/removed``, for
        /// ``NavigationEvent/removalReason``. Reported only where the removal can be predicted;
        /// a custom action's removals are reported by ``didRemove`` alone.
        public static let willRemove = Kind(value: .willRemove)
        /// The controllers in ``NavigationEvent/removed`` left the screen, for
        /// ``NavigationEvent/removalReason``: found by comparing the window's controllers before
        /// and after the change, so it is exact whatever did the removing.
        public static let didRemove = Kind(value: .didRemove)
        /// The navigation succeeded. Sets ``NavigationEvent/duration``.
        public static let finished = Kind(value: .finished)
        /// The navigation failed, before or after the screen changed. Sets
        /// ``NavigationEvent/error`` and ``NavigationEvent/duration``.
        public static let failed = Kind(value: .failed)
        /// The request ended without starting: replaced by a newer one
        /// (``NavigationQueuePolicy/latestWins``), refused by a busy
        /// ``NavigationQueuePolicy/reject`` queue, or cancelled while it waited. Sets
        /// ``NavigationEvent/error``. No other event of its navigation is reported.
        public static let discarded = Kind(value: .discarded)
        /// A controller a navigation or a dismissal removed was still alive when
        /// ``LeakDetection`` checked. ``NavigationEvent/navigation`` and
        /// ``NavigationEvent/destination`` name the navigation that removed it;
        /// ``NavigationEvent/controller`` names the controller.
        public static let leakSuspected = Kind(value: .leakSuspected)

        /// The navigation failed after changing the screen and starts undoing its changes. Sets
        /// ``NavigationEvent/error`` to the original error.
        public static let rollbackStarted = Kind(value: .rollbackStarted)
        /// One change was undone. Sets ``NavigationEvent/controller`` to the controller restored
        /// (the container, the presenter, the window's old root); for an action's change also
        /// ``NavigationEvent/step`` and ``NavigationEvent/actionType``.
        public static let changeUndone = Kind(value: .changeUndone)
        /// One change could not be undone. The same details as ``changeUndone``, and
        /// ``NavigationEvent/error``, a ``RollbackIncomplete`` naming that change alone.
        public static let changeNotUndone = Kind(value: .changeNotUndone)
        /// The rollback ended. Sets ``NavigationEvent/error`` to what the navigation reports: the
        /// original error, or a ``RollbackIncomplete`` around it.
        public static let rollbackFinished = Kind(value: .rollbackFinished)

        /// A tab bar controller on screen shows another tab than when a router reporting here last
        /// saw it, and no router of it selected the tab: the user tapped it, or the app selected
        /// it through UIKit. Sets ``NavigationEvent/container`` to the tab bar controller and
        /// ``NavigationEvent/controller`` to the tab now selected. Reported, like removals found
        /// the same way, under a ``NavigationEvent/navigation`` of its own; see
        /// <doc:NavigationLifecycle#Changes-the-user-made>.
        public static let selectedByUser = Kind(value: .selectedByUser)

        /// The kind's name, such as `"didIntegrate"`.
        public var description: String { value.rawValue }
    }
}
