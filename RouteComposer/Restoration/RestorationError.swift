#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Why a snapshot could not be read, checked or restored, or a destination not registered.
///
/// Modelled on swift-nio's errors: a struct whose ``code`` is compared with static members, so
/// that later versions can add codes without breaking an app's `switch`, and whose other
/// properties carry the details the code has.
///
/// ```swift
/// do {
///     try await router.restore(snapshot, using: restoration)
/// } catch where error.code == .invalidSnapshot {
///     log(error.problems)                // every problem, found before anything was navigated
/// } catch where error.code == .navigationFailed {
///     log(error.failedEntryIndex, error.underlyingError)
/// }
/// ```
public struct RestorationError: Error, CustomStringConvertible {
    /// What kind of failure it is. Compare with the static members.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        // Private so that adding a code is not a breaking change.
        private enum Wrapped: String, Hashable, Sendable {
            case malformedSnapshot
            case unsupportedFormatVersion
            case invalidSnapshot
            case navigationFailed
            case duplicateIdentifier
            case invalidIdentifier
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// The data is not a snapshot: not JSON, or JSON without the snapshot's shape.
        /// ``RestorationError/reason`` says what the decoder found.
        public static let malformedSnapshot = Code(.malformedSnapshot)
        /// The snapshot's ``RestorationSnapshot/formatVersion`` is not one this version reads.
        /// ``RestorationError/problems`` holds the one ``RestorationProblem/Code/unsupportedFormatVersion``
        /// problem. Nothing was navigated.
        public static let unsupportedFormatVersion = Code(.unsupportedFormatVersion)
        /// Entries of the snapshot cannot be restored; ``RestorationError/problems`` lists all of
        /// them, in entry order. Nothing was navigated.
        public static let invalidSnapshot = Code(.invalidSnapshot)
        /// The navigation to entry ``RestorationError/failedEntryIndex`` failed, or the restoring
        /// task was cancelled before it finished; ``RestorationError/restoredEntryCount`` entries
        /// before it were restored and stay on screen. ``RestorationError/underlyingError`` is the
        /// router's error, or `CancellationError`.
        public static let navigationFailed = Code(.navigationFailed)
        /// A destination was registered under an identifier that is already taken.
        public static let duplicateIdentifier = Code(.duplicateIdentifier)
        /// A destination was registered under an empty identifier, or one with spaces or control characters.
        public static let invalidIdentifier = Code(.invalidIdentifier)

        /// The code's name, as in `"invalidSnapshot"`.
        public var description: String { wrapped.rawValue }
    }

    /// What kind of failure it is.
    public var code: Code
    /// What went wrong, for a developer.
    public var reason: String
    /// Every problem found by the check before restoring, in entry order; empty for other codes.
    public var problems: [RestorationProblem]
    /// For ``Code/navigationFailed``, the position in ``RestorationSnapshot/entries`` of the entry
    /// whose navigation failed; nil otherwise.
    public var failedEntryIndex: Int?
    /// For ``Code/navigationFailed``, how many entries were navigated to before the failure, all
    /// of them still on screen; 0 otherwise.
    public var restoredEntryCount: Int
    /// The error that caused this one: the router's error for ``Code/navigationFailed``, the
    /// decoder's for ``Code/malformedSnapshot``.
    public var underlyingError: (any Error)?

    /// An error of `code` with its details.
    public init(
        _ code: Code, reason: String, problems: [RestorationProblem] = [], failedEntryIndex: Int? = nil,
        restoredEntryCount: Int = 0, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.reason = reason
        self.problems = problems
        self.failedEntryIndex = failedEntryIndex
        self.restoredEntryCount = restoredEntryCount
        self.underlyingError = underlyingError
    }

    /// How many problems ``description`` lists; ``problems`` holds every one.
    public static let describedProblemLimit = 50

    /// The code, the reason and the first ``describedProblemLimit`` problems, one a line.
    public var description: String {
        var text = "\(code): \(reason)"
        let listed = problems.prefix(Self.describedProblemLimit)
        if !listed.isEmpty { text += "\n" + listed.map { "  \($0)" }.joined(separator: "\n") }
        let rest = problems.count - listed.count
        if rest > 0 { text += "\n  … and \(rest) more problem\(rest == 1 ? "" : "s")" }
        if code == .navigationFailed, let underlyingError { text += "\n  underlying error: \(underlyingError)" }
        return text
    }
}
