/// Finds the alert or action sheet the user sees: the topmost controller presented in the
/// window, when it is a `UIAlertController` (one being dismissed is not seen, and not found).
///
/// It finds the visible alert only, never one covered by another presentation, since the user
/// cannot answer that one. Narrow it with a title, or with a predicate that also reads the
/// navigation's context:
///
/// ```swift
/// AlertFinder<Void>(title: "Delete the draft?")
/// AlertFinder<Draft> { alert, draft in alert.message == draft.name }
/// ```
@MainActor
public struct AlertFinder<C>: StackIteratingFinder {
    /// The type of view controller this entity works with.
    public typealias ViewController = UIAlertController
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the hierarchy is searched: the window's topmost presented controller only, unless told otherwise.
    public let iterator: StackIterator
    private let matches: (UIAlertController, C) -> Bool

    /// Finds the visible alert of `windowProvider`'s window that `matches` accepts.
    public init(
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        matching matches: @escaping (_ alert: UIAlertController, _ context: C) -> Bool
    ) {
        self.init(iterator: DefaultStackIterator(options: .current, startingPoint: .topmost, windowProvider: windowProvider), matching: matches)
    }

    /// Finds the visible alert of `windowProvider`'s window; only one titled `title` when a title is given.
    public init(title: String? = nil, windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider) {
        self.init(windowProvider: windowProvider) { alert, _ in title.map { alert.title == $0 } ?? true }
    }

    /// Finds the first alert `iterator` reaches that `matches` accepts, for searches beyond the
    /// visible one.
    public init(iterator: StackIterator, matching matches: @escaping (_ alert: UIAlertController, _ context: C) -> Bool) {
        self.iterator = iterator
        self.matches = matches
    }

    /// True when `matches` accepts the alert.
    public func isTarget(_ viewController: UIAlertController, with context: C) -> Bool {
        matches(viewController, context)
    }
}
