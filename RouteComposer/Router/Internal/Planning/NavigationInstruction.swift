/// One step of a plan, as data: what the executor does next.
///
/// A navigation's plan is a list of these, emitted by ``NavigationPlanner`` (see
/// ``NavigationPlanner/instructions(for:forecast:)``): interceptors first, then the changes to the screen,
/// then the check that the destination is shown. A dismissal is a one-instruction list, and a
/// rollback the list of undos of what a failed navigation changed, newest first. The planner
/// emits nothing where it knows nothing is to be done, so a no-op costs no call out.
///
/// An instruction is a plain value that names what it works on by its index in the plan (or
/// the rollback's records), so the executor copies it without retaining anything.
@MainActor
enum NavigationInstruction {
    /// Runs the plan's interceptor at this index.
    case intercept(Int)
    /// Replaces what follows with the changes planned from the hierarchy the interceptors left:
    /// planned again, from another origin, when they moved the origin off screen.
    case replanAfterInterceptors
    /// Runs the origin step's context tasks and notes its post tasks; the state is what the
    /// planner found of the origin, which the instructions after it take for granted.
    case begin(OriginState)
    /// Has the presentation handler dismiss what is presented over the origin.
    case dismissAbove
    /// Has the presentation handler make the controller the next build integrates into (the
    /// origin, then the last one built) visible in its containers.
    case reveal
    /// Builds the plan's step at this index and integrates it into the controller before it.
    case build(Int)
    /// Sets the children batched for a container being assembled, all at once.
    case flush
    /// Reveals the destination, the built controller nearest to it (a container factory's child
    /// included) or else the last one, and waits until it is where the configuration put it.
    case confirm
    /// Runs the post-routing tasks of every controller the navigation touched.
    case postTasks
    /// Closes the controller of a dismissal's program as its method says: a dismissal's plan.
    case close
    /// Puts back what the rollback's record at this index, newest first, recorded before its
    /// change: a rollback's plan.
    case undo(Int)
}

/// What the planner found of the origin, read when the changes were planned.
enum OriginState {
    /// Something may cover it or move around it: a ``NavigationInstruction/dismissAbove`` follows.
    case unknown
    /// Nothing covers it and no transition runs around it; it may be hidden in its containers.
    case settled
    /// Settled, and shown in its containers: no reveal of it follows.
    case shown
}
