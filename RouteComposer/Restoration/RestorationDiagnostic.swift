#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A controller on screen that a snapshot left out, and why.
///
/// Diagnostics explain a snapshot to a developer; they are not encoded with it, since restoring
/// does not need them.
public struct RestorationDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Why the controller was left out.
    public let code: ProblemCode
    /// The controller's type, as `String(reflecting:)` writes it.
    public let controllerType: String
    /// The identifier of the registration that matched the controller, if one did.
    public let identifier: String?
    /// More about what went wrong, for a developer; empty when the code says it all.
    public let reason: String

    /// A diagnostic of `code` about a controller of type `controllerType`.
    init(_ code: ProblemCode, controllerType: String, identifier: String? = nil, reason: String = "") {
        self.code = code
        self.controllerType = controllerType
        self.identifier = identifier
        self.reason = reason
    }

    /// `"unregistered: UIKit.UITabBarController"`.
    public var description: String {
        var text = "\(code): \(controllerType)"
        if let identifier { text += " (\"\(identifier)\")" }
        if !reason.isEmpty { text += ": \(reason)" }
        return text
    }
}

extension ProblemCode {
    /// No registration matches the controller: none is for its type, or those that are
    /// rejected it through their `matching` predicate. Containers are usually left out this way.
    public static let unregistered = ProblemCode("unregistered")
    /// The registration ``RestorationDiagnostic/identifier`` matches the controller, but its
    /// context closure returned nil: the screen does not know its context (yet).
    public static let contextUnavailable = ProblemCode("contextUnavailable")
    /// The controller's context could not be encoded; ``RestorationDiagnostic/reason`` says why.
    public static let contextNotEncodable = ProblemCode("contextNotEncodable")
    /// A container has no adapter, so what it shows was not walked; the container itself was
    /// still matched like any controller.
    public static let containerWithoutAdapter = ProblemCode("containerWithoutAdapter")
}
