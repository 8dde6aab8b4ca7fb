/// What a run has found and made so far, as the executor goes through its instructions, and,
/// once a navigation failed, what its rollback found.
@MainActor
struct RunState {
    /// The controller the next build integrates into: the origin, then the last one built.
    var current: UIViewController?
    /// True when the origin hung in a window's hierarchy: then the destination must end up in a
    /// window too. Bare controllers of a unit test are checked in their containers only.
    var startedInWindow = false
    /// The batch of container actions under way, made by the first one: most navigations batch nothing.
    var postponedIfMade: PostponedIntegration?
    /// True when a post-routing task is to run: only then is the list of touched controllers kept.
    var collectsPostTasks = false
    /// Every controller the navigation touched, with its post tasks, in the order it was reached.
    var touched: [(controller: WeakController, tasks: [BoundPostTask])] = []
    /// The built controller nearest to the destination (lowest step index), children included.
    var destinationMost = DestinationMark()
    /// The controller the latest reveal found shown without calling out, while the run has asked
    /// nothing of UIKit or the app since (a call out or a build forgets it): revealing it again
    /// would find the same.
    var revealedAsItWas: ObjectIdentifier?
    /// The controller last found with no transition around it, under the same rule.
    var settledAsItWas: ObjectIdentifier?
    /// The changes made so far, made with the first change it records (see
    /// ``NavigationExecutor/journal``).
    var journalIfMade: RollbackJournal?
    /// The undos of a failed navigation, once it is rolling back.
    var rollback: RollbackTally?

    /// Forgets what was found of the screen, once something may have changed it.
    mutating func forgetFindings() {
        revealedAsItWas = nil
        settledAsItWas = nil
    }
}

/// The built controller nearest to the destination, and its step index.
///
/// Its fields are set one by one, never as a whole: a value holding a weak reference is copied
/// when assigned whole, which the compiler treats as a call inside the access to the run's
/// state, and one such access makes it check every access to the state at run time.
@MainActor
struct DestinationMark {
    /// `Int.max` until a controller is built.
    var index = Int.max
    weak var controller: UIViewController?
}
