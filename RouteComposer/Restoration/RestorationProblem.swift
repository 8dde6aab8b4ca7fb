#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// One thing wrong with a ``RestorationSnapshot``, found while checking it before anything is
/// navigated. ``RestorationError/problems`` lists every one of them at once.
///
/// New codes may be added in later versions: match the ones you handle and treat the rest as a
/// snapshot that cannot be restored.
public struct RestorationProblem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public let code: ProblemCode
    /// The position of the entry at fault in ``RestorationSnapshot/entries``; nil for a problem of
    /// the snapshot as a whole.
    public let entryIndex: Int?
    /// The identifier of the entry at fault; nil for a problem of the snapshot as a whole.
    public let identifier: String?
    /// Where in the entry's context the decoding failed, as `variant.sizes[1]`; empty when the
    /// context as a whole is at fault or the problem is not about a context.
    public let codingPath: String
    /// What is wrong, for a developer.
    public let reason: String

    /// A problem of `code`, at the entry `entryIndex` with `identifier` when it concerns one entry.
    init(_ code: ProblemCode, entryIndex: Int? = nil, identifier: String? = nil, codingPath: String = "", reason: String) {
        self.code = code
        self.entryIndex = entryIndex
        self.identifier = identifier
        self.codingPath = codingPath
        self.reason = reason
    }

    /// `"entry 2 (\"product\"): undecodableContext at productID: expected String …"`.
    public var description: String {
        var text = ""
        if let entryIndex {
            text += "entry \(entryIndex)"
            if let identifier { text += " (\"\(URLRoutingError.excerpt(identifier))\")" }
            text += ": "
        }
        text += code.description
        if !codingPath.isEmpty { text += " at \(codingPath)" }
        return text + ": " + URLRoutingError.excerpt(reason, limit: 600)
    }
}

extension ProblemCode {
    /// The entry's context does not decode as the registered context type: the type changed
    /// since the snapshot was taken, or the stored JSON was altered.
    public static let undecodableContext = ProblemCode("undecodableContext")
    /// The snapshot has more than ``RestorationSnapshot/maximumEntryCount`` entries, or its
    /// JSON more than ``RestorationSnapshot/maximumJSONByteCount`` bytes; its entries were
    /// not looked at. ``RestorationProblem/entryIndex`` is nil.
    public static let tooLarge = ProblemCode("tooLarge")
}
