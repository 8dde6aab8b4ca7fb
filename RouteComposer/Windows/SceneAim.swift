/// The scene the navigation being planned or run is aimed at, for the window providers that
/// follow it: ``KeyWindowProvider`` answers with the aimed scene's window while it is set.
///
/// A task-local value, set by a router made for a scene around the code of its navigations that
/// reads windows (the planning, with every finder, the actions, the interceptors and the
/// post-routing tasks) and by nothing else. It holds in every `Task` created inside that code,
/// so a navigation an interceptor starts is aimed at the same scene unless its router names
/// another.
package enum SceneAim {
    /// The provider of the aimed scene's window; nil outside an aimed navigation.
    @TaskLocal static var current: SceneWindowProvider?

    /// Runs `body` aimed at `aim`; with nil, as it is (a router aimed at no scene keeps the aim
    /// of the navigation it is nested in, if any).
    @MainActor
    package static func within<T>(_ aim: SceneWindowProvider?, _ body: () throws -> T) rethrows -> T {
        guard let aim else { return try body() }
        return try $current.withValue(aim, operation: body)
    }
}
