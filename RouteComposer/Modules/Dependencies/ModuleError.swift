#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A mistake in how an app's modules and dependencies are wired: a dependency nobody registered,
/// one of the wrong type, a cycle, a disabled feature, an unknown route, a duplicate module.
///
/// Every problem names the types involved: ``requestingType`` asked for ``requiredType``, and
/// got ``actualType`` or nothing. ``DependencyContainer/resolve(_:)`` throws it directly; during
/// a navigation it reaches the completion as the underlying error of
/// ``RoutingError/compositionFailed(_:)``, raised while the router prepares the steps, so the
/// hierarchy has not changed. ``DependencyContainer/validate()`` collects all of them at once.
///
/// It is a struct with static members rather than an enum, so new kinds of problem can be added
/// without breaking an app's exhaustive `switch`. Match it by ``code``:
///
/// ```swift
/// if let problem = error as? ModuleError, problem.code == .missingDependency { … }
/// ```
public struct ModuleError: Error, Sendable, CustomStringConvertible, Equatable {
    /// Which kind of problem this is.
    public let code: ProblemCode

    /// The type that asked: a feature, a service or a dependency being built. `nil` when the app
    /// asked the container directly.
    public let requestingType: Any.Type?

    /// The type that was asked for: a dependency's protocol, a module's protocol, a route, a
    /// disabled feature.
    public let requiredType: Any.Type?

    /// What was found instead, when something of the wrong type was.
    public let actualType: Any.Type?

    /// For a cycle, the types on it in request order, the first repeated at the end. For
    /// ``ProblemCode/dependencyChainTooDeep``, the chain of requests that reached the limit, outermost
    /// first, ending with the type that was not resolved.
    public let cycle: [Any.Type]

    /// Further detail, such as a route's identifier.
    public let detail: String

    /// A sentence saying what is wrong and naming the types involved.
    public let message: String

    /// The error a registered factory threw, if that is what went wrong.
    public let underlyingError: (any Error)?

    /// Creates a problem. The static members create the library's own; this one is for the
    /// problems of an app's own checks (``DependencyContainer/addValidationCheck(_:)``).
    ///
    /// - Parameters:
    ///   - code: Which kind of problem it is.
    ///   - message: The sentence ``description`` prints after the code.
    ///   - requestingType: The type that asked, if any.
    ///   - requiredType: The type that was asked for, if any.
    ///   - actualType: What was found instead, if anything.
    ///   - cycle: For a cycle, the types on it.
    ///   - detail: Further detail.
    ///   - underlyingError: The error that caused this one, if any.
    public init(
        code: ProblemCode, message: String, requestingType: Any.Type? = nil, requiredType: Any.Type? = nil,
        actualType: Any.Type? = nil, cycle: [Any.Type] = [], detail: String = "",
        underlyingError: (any Error)? = nil
    ) {
        self.message = message
        self.code = code
        self.requestingType = requestingType
        self.requiredType = requiredType
        self.actualType = actualType
        self.cycle = cycle
        self.detail = detail
        self.underlyingError = underlyingError
    }

    /// A sentence naming the code and the types involved.
    public var description: String {
        var text = "\(code): \(message)"
        if let underlyingError {
            text += " Underlying error: \(underlyingError)"
        }
        return text
    }

    /// Two problems are equal when their code, types, cycle, detail and message are; the
    /// underlying errors are not compared, because errors in general cannot be.
    public static func == (lhs: ModuleError, rhs: ModuleError) -> Bool {
        lhs.code == rhs.code && lhs.detail == rhs.detail && lhs.message == rhs.message
            && identity(lhs.requestingType) == identity(rhs.requestingType)
            && identity(lhs.requiredType) == identity(rhs.requiredType)
            && identity(lhs.actualType) == identity(rhs.actualType)
            && lhs.cycle.map(ObjectIdentifier.init) == rhs.cycle.map(ObjectIdentifier.init)
    }

    private static func identity(_ type: Any.Type?) -> ObjectIdentifier? {
        type.map(ObjectIdentifier.init)
    }
}

/// The module-qualified name of a type, as problems print it.
func moduleTypeName(_ type: Any.Type?) -> String {
    type.map(typeName) ?? "the app"
}

/// The names of `types` joined by arrows, as problems print a chain or a cycle.
///
/// A chain can be as long as the app's registrations, so only the first and last
/// `shown` names are printed around a count of those left out: the message stays a few lines
/// whatever the chain's length.
func moduleTypePath(_ types: [Any.Type], shown: Int = 4) -> String {
    guard types.count > 2 * shown + 1 else {
        return types.map(moduleTypeName).joined(separator: " → ")
    }
    let head = types.prefix(shown).map(moduleTypeName)
    let tail = types.suffix(shown).map(moduleTypeName)
    let omitted = "… (\(groupedDecimal(types.count - 2 * shown)) more) …"
    return (head + [omitted] + tail).joined(separator: " → ")
}

/// `number` in decimal with a comma between groups of three digits: `4,990`.
private func groupedDecimal(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 {
            text.append(",")
        }
        text.append(digit)
    }
    return text
}
