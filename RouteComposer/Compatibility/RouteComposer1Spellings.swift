#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// Spellings from RouteComposer 1.x that map cleanly onto the current API, kept as deprecated
// aliases so old code gets a fix-it naming the replacement instead of an unknown-symbol error.
// Spellings with no clean mapping (the `RoutingDestination` protocol, factories that carried
// their action) have adapters in the other files of this folder.

/// The result of an action in 1.x.
@available(*, deprecated, renamed: "RoutingResult", message: "Actions report a RoutingResult.")
public typealias ActionResult = RoutingResult

/// The result of an interceptor in 1.x.
@available(*, deprecated, renamed: "RoutingResult", message: "Interceptors report a RoutingResult.")
public typealias InterceptorResult = RoutingResult

extension RoutingResult {
    /// 1.x's way to say "go on".
    @available(*, deprecated, renamed: "success", message: "Use RoutingResult.success.")
    public static var continueRouting: RoutingResult { .success }
}

/// 1.x's namespace of general actions.
@available(*, deprecated, message: "Use GeneralAction, or the .present and .replaceRoot shorthands.")
@MainActor
public enum DefaultActions {
    /// 1.x's modal presentation.
    @available(*, deprecated, message: "Use GeneralAction.presentModally(), or .present in a configuration.")
    public static func PresentModally() -> ViewControllerActions.PresentModallyAction {  // swiftlint:disable:this identifier_name
        GeneralAction.presentModally()
    }

    /// 1.x's root replacement.
    @available(*, deprecated, message: "Use GeneralAction.replaceRoot(), or .replaceRoot in a configuration.")
    public static func ReplaceRoot() -> ViewControllerActions.ReplaceRootAction {  // swiftlint:disable:this identifier_name
        GeneralAction.replaceRoot()
    }
}

/// 1.x's step starting from the topmost controller.
@available(*, deprecated, message: "Use GeneralStep.current(), or .current in a configuration.")
@MainActor
public func CurrentControllerStep<C>() -> DestinationStep<UIViewController, C> {  // swiftlint:disable:this identifier_name
    GeneralStep.current()
}

/// 1.x's other spelling of the step starting from the topmost controller.
@available(*, deprecated, message: "Use GeneralStep.current(), or .current in a configuration.")
@MainActor
public func CurrentViewControllerStep<C>() -> DestinationStep<UIViewController, C> {  // swiftlint:disable:this identifier_name
    GeneralStep.current()
}

extension GenericStepAssembly {
    /// 1.x's name for adding an interceptor.
    @available(*, deprecated, renamed: "adding(_:)")
    @discardableResult
    public final func add<RI: RoutingInterceptor>(_ interceptor: RI) -> Self where RI.Context == C { adding(interceptor) }

    /// 1.x's name for adding a context task.
    @available(*, deprecated, renamed: "adding(_:)")
    @discardableResult
    public final func add<CT: ContextTask>(_ contextTask: CT) -> Self where CT.ViewController == VC, CT.Context == C { adding(contextTask) }

    /// 1.x's name for adding a post-routing task.
    @available(*, deprecated, renamed: "adding(_:)")
    @discardableResult
    public final func add<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context == C { adding(postTask) }
}
