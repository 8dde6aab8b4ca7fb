/// The errors the router reports.
///
/// Every error the router itself raises, whether thrown by `navigate` or passed to its
/// completion, is a `RoutingError` whose ``Context`` names where the navigation failed: the phase,
/// the step, its finder, factory and action types, the context type, the entity at work and the
/// controller involved (see ``RoutingErrorLocation``).
///
/// An error of the app's own, thrown or reported by one of its finders, factories, actions,
/// context tasks, post tasks, interceptors or context transformers, arrives unchanged, as in
/// RouteComposer 2.x, so it is matched as the app wrote it:
///
/// ```swift
/// if error is LoginCancelled { return }
/// ```
///
/// Where it arose is not lost: ``RoutingErrorLocation/of(_:)`` returns its location, the
/// observers' ``NavigationEvent/Kind/failed`` event carries it, and the router's log names it.
///
/// A `RoutingError` the app throws itself keeps its case and its context; the router only adds
/// the location when it had none.
public enum RoutingError: Error, CustomStringConvertible {
    /// A value was not of the type a step expected: a context, a controller, a transformer's output.
    case typeMismatch(type: Any.Type, expectedType: Any.Type, RoutingError.Context)

    /// The configuration could not be carried out as written.
    case compositionFailed(RoutingError.Context)

    /// A controller that must leave the screen refused to (``RoutingInterceptable/canBeDismissed``).
    case cantBeDismissed(RoutingError.Context)

    /// The controller to start from was not found, or went away while interceptors ran.
    case initialController(InitialControllerErrorState, RoutingError.Context)

    /// Anything else; apps use it for their own failures.
    case generic(RoutingError.Context)

    /// What became of the controller to start from.
    public enum InitialControllerErrorState: Sendable, CustomStringConvertible {
        /// No step of the destination found a controller to start from.
        case notFound
        /// The controller to start from was deallocated while the interceptors ran.
        case deallocated

        /// `"Not found"` or `"Deallocated"`.
        public var description: String {
            switch self {
            case .notFound: "Not found"
            case .deallocated: "Deallocated"
            }
        }
    }

    /// The message and the details of a ``RoutingError``.
    public struct Context: CustomStringConvertible, Sendable {
        /// What went wrong, for a developer.
        public let debugDescription: String

        /// The error that caused this one, if any.
        public let underlyingError: Error?

        /// Where in the navigation the error arose; nil for errors made outside the router.
        /// ``RoutingErrorLocation/of(_:)`` reads it, and finds the location of the app's own errors too.
        public let location: RoutingErrorLocation?

        /// Creates a context with a message and an optional underlying error.
        public init(_ debugDescription: String, underlyingError: Error? = nil) {
            self.init(debugDescription, underlyingError: underlyingError, location: nil)
        }

        /// Creates a context that also says where the error arose.
        public init(_ debugDescription: String, underlyingError: Error? = nil, location: RoutingErrorLocation?) {
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
            self.location = location
        }

        /// The message, the location and the underlying error, joined by `" -> "`.
        public var description: String {
            let parts = [debugDescription, location?.description ?? "", underlyingError.map { "\($0)" } ?? ""].filter { !$0.isEmpty }
            return parts.isEmpty ? "No valuable information provided" : parts.joined(separator: " -> ")
        }
    }

    /// The context of any case.
    public var context: Context {
        switch self {
        case .typeMismatch(_, _, let context),
            .compositionFailed(let context),
            .cantBeDismissed(let context),
            .initialController(_, let context),
            .generic(let context):
            context
        }
    }

    /// The error that caused this one, such as a ``RoutingFailureReason`` or the error of the
    /// app's code the router called (a custom modal starting point). Nil when there is none.
    ///
    /// The same as `context.underlyingError`; it exists so that matching it reads as one expression.
    public var underlyingError: Error? {
        context.underlyingError
    }

    /// A labelled, readable account of the error.
    public var description: String {
        switch self {
        case let .typeMismatch(type, expectedType, context):
            "Type Mismatch Error: Type \(String(reflecting: type)) is not equal to the expected type \(String(reflecting: expectedType)). \(context)"
        case let .compositionFailed(context):
            "Composition Failed Error: \(context)"
        case let .initialController(state, context):
            "Initial Controller Error: \(state). \(context)"
        case let .cantBeDismissed(context):
            "View Controller Can Not Be Dismissed Error: \(context)"
        case let .generic(context):
            "Generic Error: \(context)"
        }
    }
}

/// Where in a navigation an error arose.
///
/// A value with its fields in one shared, immutable object: every navigation hands locations on
/// from step to step, and a copy is then one retain instead of one for each of the type names.
public struct RoutingErrorLocation: Sendable, CustomStringConvertible, Hashable {
    /// The fields, never changed once made.
    private final class Fields: Sendable {
        let phase: Phase
        let stepIndex: Int?
        let finderType: String?
        let factoryType: String?
        let actionType: String?
        let contextType: String?
        let viewController: String?
        let entityType: String?

        init(
            phase: Phase, stepIndex: Int?, finderType: String?, factoryType: String?, actionType: String?,
            contextType: String?, viewController: String?, entityType: String?
        ) {
            self.phase = phase
            self.stepIndex = stepIndex
            self.finderType = finderType
            self.factoryType = factoryType
            self.actionType = actionType
            self.contextType = contextType
            self.viewController = viewController
            self.entityType = entityType
        }
    }

    private let fields: Fields

    /// One location per phase that names nothing else, shared: the router makes such locations on
    /// every navigation, and most are never read.
    private static let phaseOnlyFields = Phase.all.map {
        Fields(
            phase: $0, stepIndex: nil, finderType: nil, factoryType: nil, actionType: nil, contextType: nil,
            viewController: nil, entityType: nil)
    }

    /// The phase the error arose in.
    public var phase: Phase { fields.phase }
    /// The step's position, counted from the destination (0) towards the origin; nil when no
    /// single step is concerned.
    public var stepIndex: Int? { fields.stepIndex }
    /// The step's finder type, if it has one.
    public var finderType: String? { fields.finderType }
    /// The step's factory type, if it has one.
    public var factoryType: String? { fields.factoryType }
    /// The step's action type, if it has one.
    public var actionType: String? { fields.actionType }
    /// The context type the step expects; for a router-wide entity, the context type it expects.
    public var contextType: String? { fields.contextType }
    /// The view controller involved, if any.
    public var viewController: String? { fields.viewController }
    /// The type of the entity that was at work when the error arose: one of the step's finder,
    /// factory or action, or one of its context tasks, interceptors or post tasks, a context
    /// transformer, or a router-wide interceptor or task. Nil when the router itself was at work.
    ///
    /// The step's types alone cannot say which of its entities failed (a step has one factory but
    /// may have several tasks); this can. For a router-wide entity, which belongs to no step, it is
    /// the only type named.
    public var entityType: String? { fields.entityType }

    /// Creates a location.
    init(
        phase: Phase, stepIndex: Int? = nil, finderType: String? = nil, factoryType: String? = nil,
        actionType: String? = nil, contextType: String? = nil, viewController: String? = nil,
        entityType: String? = nil
    ) {
        if stepIndex == nil, finderType == nil, factoryType == nil, actionType == nil, contextType == nil, viewController == nil,
            entityType == nil
        {
            fields = Self.phaseOnlyFields[phase.ordinal]
            return
        }
        fields = Fields(
            phase: phase, stepIndex: stepIndex, finderType: finderType, factoryType: factoryType, actionType: actionType,
            contextType: contextType, viewController: viewController, entityType: entityType)
    }

    /// Equal when every field is: two locations made apart from the same values are equal.
    public static func == (lhs: RoutingErrorLocation, rhs: RoutingErrorLocation) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.phase == rhs.phase && lhs.stepIndex == rhs.stepIndex && lhs.finderType == rhs.finderType
                && lhs.factoryType == rhs.factoryType && lhs.actionType == rhs.actionType && lhs.contextType == rhs.contextType
                && lhs.viewController == rhs.viewController && lhs.entityType == rhs.entityType)
    }

    /// Hashes every field, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(phase)
        hasher.combine(stepIndex)
        hasher.combine(finderType)
        hasher.combine(factoryType)
        hasher.combine(actionType)
        hasher.combine(contextType)
        hasher.combine(viewController)
        hasher.combine(entityType)
    }

    /// `"phase building, step 2, entity Y (finder X, factory Y, action Z, context C), controller <…>"`.
    public var description: String {
        var types: [String] = []
        if let finderType { types.append("finder \(finderType)") }
        if let factoryType { types.append("factory \(factoryType)") }
        if let actionType { types.append("action \(actionType)") }
        if let contextType { types.append("context \(contextType)") }
        var text = "phase \(phase.rawValue)"
        if let stepIndex { text += ", step \(stepIndex)" }
        if let entityType { text += ", entity \(entityType)" }
        if !types.isEmpty { text += " (\(types.joined(separator: ", ")))" }
        if let viewController { text += ", controller \(viewController)" }
        return text
    }
}
