/// Marks the code a running navigation calls out to (its interceptors and post-routing tasks),
/// so that a navigation requested from there is recognised as nested and not queued behind the
/// navigation that waits for it.
///
/// A task-local value: it holds during the synchronous call and in every `Task` created inside
/// it, and in nothing else.
enum NavigationNesting {
    @TaskLocal static var runningRequest: ObjectIdentifier?
    /// The navigation of ``runningRequest``, which a nested navigation reports as its parent.
    @TaskLocal static var runningNavigation: NavigationID?

    /// Runs `body` marked as code called by `request`.
    @MainActor
    static func calling<T>(from request: NavigationRequest?, _ body: () throws -> T) rethrows -> T {
        guard let request else { return try body() }
        return try $runningNavigation.withValue(request.navigation) {
            try $runningRequest.withValue(ObjectIdentifier(request), operation: body)
        }
    }
}
