#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ProblemCode {
    /// No module and no adapter is registered for a view or service protocol that was asked for
    /// or declared required.
    public static let missingModule = ProblemCode("missingModule")
    /// Two modules (or a module and an adapter) were registered for one protocol.
    public static let duplicateModule = ProblemCode("duplicateModule")
    /// An adapter's adaptee has no module and no adapter of its own.
    public static let missingAdaptee = ProblemCode("missingAdaptee")
    /// Adapters lead back to a protocol already on the way: `A → B → A`.
    public static let adapterCycle = ProblemCode("adapterCycle")
    /// A view module made something that is not a `UIViewController`.
    public static let moduleNotViewController = ProblemCode("moduleNotViewController")
    /// A module made an object that does not conform to the protocol asked for: for an adapter,
    /// the host did not add the required protocol's conformance to the adaptee's class.
    public static let moduleNotConforming = ProblemCode("moduleNotConforming")
    /// A module's making closure threw.
    public static let moduleFactoryFailed = ProblemCode("moduleFactoryFailed")
}

extension ModuleError {
    /// Whether a protocol keys a view module (``RoutableView``) or a service module
    /// (``RoutableService``); a protocol can key one of each, so the registry's problems say
    /// which in their ``ModuleError/detail``.
    public enum ModuleKind: String, Sendable {
        /// A screen, keyed by a ``RoutableView``.
        case view
        /// Any other object, keyed by a ``RoutableService``.
        case service
    }

    /// Nothing is registered for `protocolType` among the `kind` modules; `requestingType` asked.
    public static func missingModule(_ protocolType: Any.Type, kind: ModuleKind, requestedBy requestingType: Any.Type?) -> ModuleError {
        ModuleError(
            code: .missingModule,
            message: "\(moduleTypeName(requestingType)) needs the \(kind.rawValue) module "
                + "\(moduleTypeName(protocolType)), but no module or adapter is registered for it.",
            requestingType: requestingType, requiredType: protocolType, detail: kind.rawValue)
    }

    /// `protocolType` was registered a second time among the `kind` modules; the last one is used.
    public static func duplicateModule(_ protocolType: Any.Type, kind: ModuleKind) -> ModuleError {
        ModuleError(
            code: .duplicateModule,
            message: "\(moduleTypeName(protocolType)) has more than one \(kind.rawValue) module or adapter "
                + "registered; the last registration is used.",
            requiredType: protocolType, detail: kind.rawValue)
    }

    /// The adapter `adapter` points at `adaptee`, which has no module and no adapter.
    public static func missingAdaptee(adapter: Any.Type, adaptee: Any.Type, kind: ModuleKind) -> ModuleError {
        ModuleError(
            code: .missingAdaptee,
            message: "The \(kind.rawValue) adapter \(moduleTypeName(adapter)) adapts "
                + "\(moduleTypeName(adaptee)), but no module or adapter is registered for it.",
            requestingType: adapter, requiredType: adaptee, detail: kind.rawValue)
    }

    /// The adapters on `cycle` lead back to its start; the first type is repeated at the end.
    public static func adapterCycle(_ cycle: [Any.Type], kind: ModuleKind) -> ModuleError {
        ModuleError(
            code: .adapterCycle,
            message: "Circular \(kind.rawValue) adapters: " + moduleTypePath(cycle)
                + "; none of them reaches a module.",
            requestingType: cycle.dropLast().last, requiredType: cycle.last, cycle: cycle, detail: kind.rawValue)
    }

    /// The view module for `protocolType` made an `actualType`, which is not a view controller.
    public static func moduleNotViewController(_ protocolType: Any.Type, actual actualType: Any.Type) -> ModuleError {
        ModuleError(
            code: .moduleNotViewController,
            message: "The view module for \(moduleTypeName(protocolType)) made \(moduleTypeName(actualType)), "
                + "which is not a UIViewController.",
            requiredType: protocolType, actualType: actualType, detail: ModuleKind.view.rawValue)
    }

    /// `protocolType` was asked for, and the module reached through `adaptee` made an
    /// `actualType`, which does not conform to it. `adaptee` is nil when no adapter was involved.
    public static func moduleNotConforming(
        _ protocolType: Any.Type, adaptee: Any.Type?, actual actualType: Any.Type,
        kind: ModuleKind
    ) -> ModuleError {
        let reason =
            adaptee.map {
                "the adapter for \(moduleTypeName($0)) made \(moduleTypeName(actualType)), which does not conform to it: "
                    + "add the conformance in the host app (extension \(moduleTypeName(actualType)): "
                    + "\(moduleTypeName(protocolType))) or adapt it with a closure"
            } ?? "the module made \(moduleTypeName(actualType)), which does not conform to it"
        return ModuleError(
            code: .moduleNotConforming,
            message: "\(moduleTypeName(protocolType)) was asked for, but " + reason + ".",
            requestingType: protocolType, requiredType: adaptee ?? protocolType, actualType: actualType,
            detail: kind.rawValue)
    }

    /// The making closure of the module for `protocolType` threw `error`.
    public static func moduleFactoryFailed(_ protocolType: Any.Type, kind: ModuleKind, error: any Error) -> ModuleError {
        ModuleError(
            code: .moduleFactoryFailed,
            message: "The \(kind.rawValue) module for \(moduleTypeName(protocolType)) threw while making it.",
            requiredType: protocolType, detail: kind.rawValue, underlyingError: error)
    }
}

typealias ModuleKind = ModuleError.ModuleKind
