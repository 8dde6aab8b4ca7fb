/// Marks the code a running navigation calls out to (its interceptors and post-routing tasks),
/// so that a navigation requested from there is recognised as nested and not queued behind the
/// navigation that waits for it.
///
/// A task-local value: it holds during the synchronous call and in every `Task` created inside
/// it, and in nothing else. It names the navigation by its ``NavigationID``, which no later
/// navigation reuses, so a `Task` that outlives the navigation it was created in is never taken
/// for code of another one; the queue checks the identifier against the requests still running.
enum NavigationNesting {
    /// The navigation whose call out is running, which a nested navigation reports as its parent.
    @TaskLocal static var runningNavigation: NavigationID?

    /// Runs `body` marked as code called by `request`, aimed at the scene of its router if it
    /// has one, so that what the app navigates from there works in the same scene.
    @MainActor
    static func calling<T>(from request: NavigationRequest?, _ body: () throws -> T) rethrows -> T {
        guard let request else { return try body() }
        return try SceneAim.within(request.aim) {
            try $runningNavigation.withValue(request.navigation, operation: body)
        }
    }
}
