/// What ``DefaultRouter/navigate(to:with:animated:completion:)`` would do if it started now,
/// worked out without changing anything on screen: made by ``DefaultRouter/preview(to:with:)``.
///
/// The preview comes from the navigation's own first phase, so it cannot disagree with it: the
/// same origin, the same steps to build in the same order, the same interceptors, and the same
/// error thrown when the navigation could not start. It describes the hierarchy as it is when
/// the preview is made. A navigation that waits in the router's queue, or whose interceptors
/// change the screen (a login that replaces the root), plans again when it runs and may then
/// differ. Failures that only the second phase meets, such as an action that reports a failure,
/// are not foreseen.
///
/// Controllers are held weakly, as in ``NavigationEvent``s: keeping a preview keeps no screen alive.
public struct NavigationPreview: CustomStringConvertible {
    /// A description of the destination, as ``NavigationEvent/destination`` gives it.
    public let destination: String
    /// The controller the navigation starts from, as ``NavigationEvent/Kind/originFound`` will report it.
    public let origin: ControllerReference
    /// The step that found the origin.
    public let originStep: NavigationStepDescription
    /// What is presented above the origin, outermost first: what the standard
    /// ``DefaultStackPresentationHandler`` dismisses to uncover it.
    public let dismissed: [ControllerReference]
    /// The containers whose visible child changes to uncover the origin, nearest first.
    public let revealed: [Reveal]
    /// The controllers to build and integrate, from the origin towards the destination.
    public let builds: [Build]
    /// The interceptors that will run, in the order they run: the router's, then the steps',
    /// from the destination towards the origin.
    public let interceptors: [String]
    /// The context tasks that will run on the origin: the router's (on an origin of their type
    /// only), then the origin step's.
    public let originContextTasks: [String]
    /// The post-routing tasks registered for the origin: the router's, then the origin step's.
    public let originPostTasks: [String]
    /// Everything the navigation is predicted to take out of the hierarchy: what it dismisses,
    /// pops and replaces, each controller once.
    public let leaving: Removal

    /// True when the destination is already on screen where the configuration puts it: nothing
    /// to dismiss, reveal or build. Interceptors and tasks still run.
    public var isAlreadyShown: Bool {
        dismissed.isEmpty && revealed.isEmpty && builds.isEmpty
    }

    /// A readable summary over several lines: the origin, then what is dismissed, revealed,
    /// built, intercepted and removed.
    public var description: String {
        var lines = [
            "Preview of the navigation to \(destination)",
            "origin: \(origin) (\(originStep))",
        ]
        if !dismissed.isEmpty { lines.append("dismiss: \(dismissed.map(\.description).joined(separator: ", "))") }
        lines += revealed.map { "reveal: \($0)" }
        lines += builds.map { "build: \($0)" }
        if !interceptors.isEmpty { lines.append("interceptors: \(interceptors.joined(separator: ", "))") }
        if !originContextTasks.isEmpty { lines.append("origin context tasks: \(originContextTasks.joined(separator: ", "))") }
        if !originPostTasks.isEmpty { lines.append("origin post tasks: \(originPostTasks.joined(separator: ", "))") }
        lines.append("leaving: \(leaving)")
        if isAlreadyShown { lines.append("the destination is already shown") }
        return lines.joined(separator: "\n")
    }
}
