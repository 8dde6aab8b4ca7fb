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
    /// What kind of failure it is.
    public var code: ProblemCode
    /// What went wrong, for a developer.
    public var reason: String
    /// Every problem found by the check before restoring, in entry order; empty for other codes.
    public var problems: [RestorationProblem]
    /// For ``ProblemCode/navigationFailed``, the position in ``RestorationSnapshot/entries`` of the entry
    /// whose navigation failed; nil otherwise.
    public var failedEntryIndex: Int?
    /// For ``ProblemCode/navigationFailed``, how many entries were navigated to before the failure, all
    /// of them still on screen; 0 otherwise.
    public var restoredEntryCount: Int
    /// The error that caused this one: the router's error for ``ProblemCode/navigationFailed``, the
    /// decoder's for ``ProblemCode/malformedSnapshot``.
    public var underlyingError: (any Error)?

    /// An error of `code` with its details.
    public init(
        _ code: ProblemCode, reason: String, problems: [RestorationProblem] = [], failedEntryIndex: Int? = nil,
        restoredEntryCount: Int = 0, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.reason = reason
        self.problems = problems
        self.failedEntryIndex = failedEntryIndex
        self.restoredEntryCount = restoredEntryCount
        self.underlyingError = underlyingError
    }

    /// The problems as a report, as every check of the library gives them.
    public var report: ValidationReport<RestorationProblem> { ValidationReport(problems: problems) }

    /// The code, the reason and the first ``ValidationReport/describedProblemLimit`` problems,
    /// one a line.
    public var description: String {
        var text = "\(code): \(reason)"
        if !problems.isEmpty { text += "\n" + report.listing }
        if code == .navigationFailed, let underlyingError { text += "\n  underlying error: \(underlyingError)" }
        return text
    }
}

extension ProblemCode {
    /// The data is not a snapshot: not JSON, or JSON without the snapshot's shape.
    /// ``RestorationError/reason`` says what the decoder found.
    public static let malformedSnapshot = ProblemCode("malformedSnapshot")
    /// The snapshot's ``RestorationSnapshot/formatVersion`` is not one this version reads: the
    /// code of the ``RestorationError``, and of the one problem its ``RestorationError/problems``
    /// holds, whose ``RestorationProblem/entryIndex`` is nil. Nothing was navigated.
    public static let unsupportedFormatVersion = ProblemCode("unsupportedFormatVersion")
    /// Entries of the snapshot cannot be restored; ``RestorationError/problems`` lists all of
    /// them, in entry order. Nothing was navigated.
    public static let invalidSnapshot = ProblemCode("invalidSnapshot")
    /// The navigation to entry ``RestorationError/failedEntryIndex`` failed, or the restoring
    /// task was cancelled before it finished; ``RestorationError/restoredEntryCount`` entries
    /// before it were restored and stay on screen. ``RestorationError/underlyingError`` is the
    /// router's error, or `CancellationError`.
    public static let navigationFailed = ProblemCode("navigationFailed")
    /// A destination was registered under an empty identifier, or one with spaces or control characters.
    public static let invalidIdentifier = ProblemCode("invalidIdentifier")
}
