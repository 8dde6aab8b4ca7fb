import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

// The fault table: what a navigation reports when any one of the app's entities fails.
//
// The chain below is navigated from a bare window root. Every step has one of each entity, all
// of them doubles that fail only where the test case says:
//
//     origin   GeneralStep.root                                    context Int
//     step 2   FaultScreen2: finder, factory, action, context task, post task, interceptor;  context Int
//              FaultTicketToNumber converts the context of step 1 for step 2 and the origin
//     step 1   FaultScreen1: the same six entities;                 context FaultTicket
//     step 0   FaultScreen0: the same six entities (destination);   context FaultTicket
//     router   a global interceptor, a global context task and a global post task;  context Any?
//
// Each action presents its screen from the previous one, so a full navigation leaves
// origin → FaultScreen2 → FaultScreen1 → FaultScreen0 on screen.
//
// For each fault, the navigation must fail exactly once with the app's error itself, unchanged as
// in RouteComposer 2.x, whose location (RoutingErrorLocation.of) names the phase, the step, the
// step's types, its context type and the entity that failed; the log must name the same location; no
// post task may run; and the screen must end exactly as it was: untouched before the first
// presentation, rolled back after it (the default RollbackPolicy). Under .leaveAsIs, the screens
// presented before the failure stay. An app that throws a RoutingError of its own gets its case
// back, located.

extension RouteComposerTests {
    @MainActor
    @Suite("Fault table: every error says where")
    struct FaultTableTests {
        let runtime = HeadlessRuntime.shared

        @Test(
            "A fault anywhere fails the navigation once with the app's error, located",
            arguments: FaultCell.table, InjectedErrorKind.allCases)
        func faultIsReportedWhereItArose(cell: FaultCell, kind: InjectedErrorKind) async throws {
            let navigation = await FaultNavigation(injecting: cell, as: kind)
            let hierarchyBefore = runtime.hierarchyDescription()

            navigation.run()
            await runtime.waitUntilIdle()
            let outcomes = navigation.failures

            #expect(navigation.injector.fired == 1, "the fault was reached exactly once")
            try #require(outcomes.count == 1, "the navigation fails exactly once, got \(outcomes)")
            let failure = outcomes[0]
            let location: RoutingErrorLocation
            switch kind {
            case .appError:
                #expect(failure as? InjectedFault == InjectedFault(cell: cell), "the app's own error arrives unchanged, got \(failure)")
                location = try #require(RoutingErrorLocation.of(failure), "its location is known beside it")
            case .routingError:
                let error = try #require(failure as? RoutingError, "a RoutingError the app throws stays one, got \(failure)")
                guard case .compositionFailed = error else {
                    Issue.record("a RoutingError the app throws keeps its case, got \(error)")
                    return
                }
                #expect(error.underlyingError as? InjectedFault == InjectedFault(cell: cell))
                location = try #require(error.context.location)
            }
            let expected = cell.expectedLocation
            #expect(location.phase == expected.phase)
            #expect(location.stepIndex == expected.stepIndex)
            #expect(location.finderType == expected.finderType)
            #expect(location.factoryType == expected.factoryType)
            #expect(location.actionType == expected.actionType)
            #expect(location.contextType == expected.contextType)
            #expect(location.entityType == expected.entityType)

            #expect(navigation.logger.errors.contains { $0.contains(location.description) }, "the log names the location")
            #expect(navigation.injector.postTaskRuns.isEmpty, "post tasks run only after a navigation succeeded")

            // Before rollback existed, the screens presented before the failure stayed; now they are
            // dismissed again, and the original error is reported because the rollback was complete.
            #expect(runtime.hierarchyDescription() == hierarchyBefore, "untouched, or rolled back after the first presentation")
        }

        @Test(
            "Under .leaveAsIs, a fault leaves what was presented before it on screen, as RouteComposer 2.x did",
            arguments: FaultCell.table)
        func faultLeavesHalfBuiltScreenUnderLeaveAsIs(cell: FaultCell) async throws {
            // Cells that fail before the first presentation leave nothing to keep.
            guard !cell.stepsShownBeforeFailure.isEmpty else { return }
            let navigation = await FaultNavigation(injecting: cell, as: .appError, rollbackPolicy: .leaveAsIs)

            navigation.run()
            await runtime.waitUntilIdle()

            try #require(navigation.failures.count == 1)
            #expect(navigation.failures[0] as? InjectedFault == InjectedFault(cell: cell))
            #expect(navigation.presentedScreens == cell.stepsShownBeforeFailure, "what was integrated stays; there is no rollback")
        }

        @Test("Without a fault, the navigation reaches every point of the table, then shows every step and runs every post task")
        func everyFaultPointIsReachedWithoutFaults() async throws {
            let navigation = await FaultNavigation(injecting: nil, as: .appError)

            navigation.run()
            await runtime.waitUntilIdle()
            let outcomes = navigation.failures

            #expect(outcomes.isEmpty)
            #expect(navigation.completedSuccessfully)
            #expect(navigation.injector.reached.isSuperset(of: FaultCell.table), "each cell of the table is a point the navigation passes")
            #expect(navigation.presentedScreens == [2, 1, 0])
            #expect(
                navigation.injector.postTaskRuns.sorted() == [
                    "global on origin", "global on step 0", "global on step 1", "global on step 2",
                    "step 0", "step 1", "step 2",
                ])
        }

        @Test("A post task cannot fail once it runs; one bound to a context of another type fails in preparation, named")
        func postTaskBindingFailsInPreparation() async throws {
            let navigation = await FaultNavigation(
                injecting: nil, as: .appError,
                extraPostTaskOnStep1: PostTaskBox(FaultPostTask<FaultScreen1, String>(injector: nil)))
            let hierarchyBefore = runtime.hierarchyDescription()

            navigation.run()
            await runtime.waitUntilIdle()
            let outcomes = navigation.failures

            try #require(outcomes.count == 1)
            guard case RoutingError.typeMismatch(_, _, let context)? = outcomes.first as? RoutingError else {
                Issue.record("expected a type mismatch, got \(outcomes)")
                return
            }
            #expect(context.location?.phase == .preparation)
            #expect(context.location?.stepIndex == 1)
            #expect(context.location?.entityType == typeName(FaultPostTask<FaultScreen1, String>.self))
            #expect(runtime.hierarchyDescription() == hierarchyBefore)
        }
    }
}

// MARK: - The table

/// What a faulty entity does at the point a test case picks.
enum FaultPoint: String, Sendable, CaseIterable {
    case finderSearch = "finder search"
    case factoryPrepare = "factory prepare"
    case factoryBuild = "factory build"
    case contextTaskPrepare = "context task prepare"
    case contextTaskPerform = "context task perform"
    case interceptorPrepare = "interceptor prepare"
    /// The interceptor completes with `.failure`.
    case interceptorPerform = "interceptor perform"
    /// The action completes with `.failure`.
    case actionPerform = "action perform"
    case globalInterceptorPrepare = "global interceptor prepare"
    /// The global interceptor completes with `.failure`.
    case globalInterceptorPerform = "global interceptor perform"
    case globalContextTaskPrepare = "global context task prepare"
    /// The global context task throws while configuring the controller of one step (3: the origin).
    case globalContextTaskPerform = "global context task perform"
    case transformerTransform = "context transformer transform"

    /// The points every step has, one per entity and phase.
    static let perStep: [FaultPoint] = [
        .finderSearch, .factoryPrepare, .factoryBuild, .contextTaskPrepare, .contextTaskPerform,
        .interceptorPrepare, .interceptorPerform, .actionPerform,
    ]

    /// The phase an error at this point is reported in.
    var phase: RoutingErrorLocation.Phase {
        switch self {
        case .finderSearch: .search
        case .factoryPrepare, .contextTaskPrepare, .interceptorPrepare, .globalInterceptorPrepare,
            .globalContextTaskPrepare, .transformerTransform:
            .preparation
        case .factoryBuild: .building
        case .contextTaskPerform, .globalContextTaskPerform: .contextTask
        case .interceptorPerform, .globalInterceptorPerform: .interception
        case .actionPerform: .integration
        }
    }
}

/// One row of the table: a point, and the step index the error must name (nil for none).
struct FaultCell: Hashable, Sendable, CustomTestStringConvertible {
    let point: FaultPoint
    let step: Int?

    /// Every entity × phase × position of the chain.
    static let table: [FaultCell] =
        FaultPoint.perStep.flatMap { point in [2, 1, 0].map { FaultCell(point: point, step: $0) } } + [
            FaultCell(point: .globalInterceptorPrepare, step: nil),
            FaultCell(point: .globalInterceptorPerform, step: nil),
            FaultCell(point: .globalContextTaskPrepare, step: nil),
            FaultCell(point: .globalContextTaskPerform, step: 3),
            FaultCell(point: .globalContextTaskPerform, step: 2),
            FaultCell(point: .globalContextTaskPerform, step: 1),
            FaultCell(point: .globalContextTaskPerform, step: 0),
            // Placed at the step whose context it makes.
            FaultCell(point: .transformerTransform, step: 2),
        ]

    var testDescription: String {
        switch step {
        case nil: point.rawValue
        case 3: "\(point.rawValue) on the origin"
        case let step?: "\(point.rawValue) at step \(step)"
        }
    }

    /// The steps on screen when the fault strikes, from the origin's side: the ones integrated
    /// before it. Empty for every fault before the first presentation.
    @MainActor
    var stepsShownBeforeFailure: [Int] {
        switch point {
        case .factoryBuild, .contextTaskPerform, .actionPerform, .globalContextTaskPerform:
            // Steps are built from the origin towards the destination: 2, then 1, then 0.
            guard let step else { return [] }
            return Array(stride(from: 2, to: step, by: -1))
        default:
            return []
        }
    }

    /// Where the error must say it arose.
    @MainActor
    var expectedLocation: RoutingErrorLocation {
        switch point {
        case .globalInterceptorPrepare, .globalInterceptorPerform:
            return RoutingErrorLocation(
                phase: point.phase, contextType: typeName(Any?.self),
                entityType: typeName(FaultGlobalInterceptor.self))
        case .globalContextTaskPrepare:
            return RoutingErrorLocation(
                phase: point.phase, contextType: typeName(Any?.self),
                entityType: typeName(FaultGlobalContextTask.self))
        case .globalContextTaskPerform:
            // A global task running on a step's controller is placed at that step.
            return FaultStepTypes.of(step: step ?? 3).location(point.phase, entityType: typeName(FaultGlobalContextTask.self))
        case .transformerTransform:
            return RoutingErrorLocation(
                phase: point.phase, stepIndex: step, contextType: typeName(FaultTicket.self),
                entityType: typeName(FaultTicketToNumber.self))
        default:
            let types = FaultStepTypes.of(step: step ?? 0)
            let entity: String? =
                switch point {
                case .finderSearch: types.finderType
                case .factoryPrepare, .factoryBuild: types.factoryType
                case .contextTaskPrepare, .contextTaskPerform: types.contextTaskType
                case .interceptorPrepare, .interceptorPerform: types.interceptorType
                case .actionPerform: types.actionType
                default: nil
                }
            return types.location(point.phase, entityType: entity)
        }
    }
}

/// How the fault is raised: as an error of the app's own, or as a ``RoutingError`` the app throws.
enum InjectedErrorKind: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case appError = "an app error"
    case routingError = "a RoutingError"

    var testDescription: String { rawValue }
}

/// The app's error a faulty entity raises; it names its cell, so a test knows whose error it got.
struct InjectedFault: Error, Equatable {
    let cell: FaultCell
}

/// The type names of one step of the chain, as a location must give them.
@MainActor
struct FaultStepTypes {
    let index: Int
    let finderType: String
    let factoryType: String?
    let actionType: String?
    let contextTaskType: String?
    let interceptorType: String?
    let contextType: String

    static func of(step index: Int) -> FaultStepTypes {
        switch index {
        case 0: FaultStepTypes(index: 0, FaultScreen0.self, FaultTicket.self)
        case 1: FaultStepTypes(index: 1, FaultScreen1.self, FaultTicket.self)
        case 2: FaultStepTypes(index: 2, FaultScreen2.self, Int.self)
        default:
            FaultStepTypes(
                index: index, finderType: "GeneralStep.root", factoryType: nil, actionType: nil, contextTaskType: nil,
                interceptorType: nil, contextType: typeName(Int.self))
        }
    }

    private init<VC: FaultStepScreen, C>(index: Int, _ screen: VC.Type, _ context: C.Type) {
        self.init(
            index: index, finderType: typeName(FaultFinder<VC, C>.self), factoryType: typeName(FaultFactory<VC, C>.self),
            actionType: typeName(FaultAction<VC>.self), contextTaskType: typeName(FaultContextTask<VC, C>.self),
            interceptorType: typeName(FaultInterceptor<VC, C>.self), contextType: typeName(C.self))
    }

    private init(
        index: Int, finderType: String, factoryType: String?, actionType: String?, contextTaskType: String?,
        interceptorType: String?, contextType: String
    ) {
        self.index = index
        self.finderType = finderType
        self.factoryType = factoryType
        self.actionType = actionType
        self.contextTaskType = contextTaskType
        self.interceptorType = interceptorType
        self.contextType = contextType
    }

    func location(_ phase: RoutingErrorLocation.Phase, entityType: String?) -> RoutingErrorLocation {
        RoutingErrorLocation(
            phase: phase, stepIndex: index, finderType: finderType, factoryType: factoryType,
            actionType: actionType, contextType: contextType, entityType: entityType)
    }
}

// MARK: - The navigation under test

/// A fresh window with a bare root, the router with its global entities, and the chain, for one
/// test case.
@MainActor
final class FaultNavigation {
    let injector: FaultInjector
    let logger = RecordingLogger()
    private let origin = UIViewController()
    private let router: DefaultRouter
    private let destination: DestinationStep<FaultScreen0, FaultTicket>
    private var thrown: [Error] = []
    private var results: [RoutingResult] = []

    init(
        injecting cell: FaultCell?, as kind: InjectedErrorKind, extraPostTaskOnStep1: PostTaskBox? = nil,
        rollbackPolicy: RollbackPolicy = .rollback
    ) async {
        let injector = FaultInjector(cell: cell, kind: kind)
        self.injector = injector
        let window = await HeadlessRuntime.shared.showInFreshWindow(origin)

        var router = DefaultRouter(logger: logger)
        router.rollbackPolicy = rollbackPolicy
        router.add(FaultGlobalInterceptor(injector: injector))
        router.add(FaultGlobalContextTask(injector: injector))
        router.add(FaultGlobalPostTask(injector: injector))
        self.router = router

        let root: DestinationStep<UIViewController, Int> = GeneralStep.root(windowProvider: CustomWindowProvider(window: window))
        let step2 = Self.step(FaultScreen2.self, Int.self, injector: injector, previous: root.head)
        let conversion = ConvertingStep(transformer: TransformerBox(FaultTicketToNumber(injector: injector)), previous: step2)
        let step1 = Self.step(
            FaultScreen1.self, FaultTicket.self, injector: injector, previous: conversion,
            extraPostTasks: extraPostTaskOnStep1.map { [$0] } ?? [])
        let step0 = Self.step(FaultScreen0.self, FaultTicket.self, injector: injector, previous: step1)
        destination = Chain.destination(step0, FaultScreen0.self, context: FaultTicket.self)
    }

    private static func step<VC: FaultStepScreen, C>(
        _ screen: VC.Type, _ context: C.Type, injector: FaultInjector,
        previous: StepLink, extraPostTasks: [PostTaskBox] = []
    ) -> EntityStep {
        Chain.step(
            finder: FaultFinder<VC, C>(injector: injector), factory: FaultFactory<VC, C>(injector: injector),
            action: FaultAction<VC>(injector: injector), previous: previous,
            interceptors: [InterceptorBox(FaultInterceptor<VC, C>(injector: injector))],
            contextTasks: [ContextTaskBox(FaultContextTask<VC, C>(injector: injector))],
            postTasks: [PostTaskBox(FaultPostTask<VC, C>(injector: injector))] + extraPostTasks)
    }

    /// Navigates; see ``failures`` once the runtime is idle.
    func run() {
        do {
            try router.navigate(to: destination, with: FaultTicket(number: 7), animated: true) { [self] in results.append($0) }
        } catch {
            thrown.append(error)
        }
    }

    /// Every failure reported so far, whether thrown by `navigate` or passed to its completion.
    var failures: [Error] {
        thrown + results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }

    var completedSuccessfully: Bool {
        results.count == 1 && results[0].isSuccessful
    }

    /// The step indices of the screens presented above the origin, from the origin's side.
    var presentedScreens: [Int] {
        var indices: [Int] = []
        var presented = origin.presentedViewController
        while let current = presented {
            indices.append((type(of: current) as? any FaultStepScreen.Type)?.stepIndex ?? -1)
            presented = current.presentedViewController
        }
        return indices
    }
}

/// Raises the one fault of a test case, and records what the doubles did.
@MainActor
final class FaultInjector {
    let cell: FaultCell?
    let kind: InjectedErrorKind
    /// How many times the fault was raised.
    private(set) var fired = 0
    /// Every point a double passed, whether it failed there or not.
    private(set) var reached: Set<FaultCell> = []
    private(set) var postTaskRuns: [String] = []

    init(cell: FaultCell?, kind: InjectedErrorKind) {
        self.cell = cell
        self.kind = kind
    }

    /// Throws the injected error if the test case picked this point.
    func check(_ point: FaultPoint, at step: Int?) throws {
        if let error = error(at: point, step: step) { throw error }
    }

    /// The result a completion-based double reports at this point.
    func result(_ point: FaultPoint, at step: Int?) -> RoutingResult {
        error(at: point, step: step).map(RoutingResult.failure) ?? .success
    }

    func recordPostTask(_ name: String) {
        postTaskRuns.append(name)
    }

    private func error(at point: FaultPoint, step: Int?) -> Error? {
        let here = FaultCell(point: point, step: step)
        reached.insert(here)
        guard here == cell else { return nil }
        fired += 1
        let fault = InjectedFault(cell: here)
        switch kind {
        case .appError: return fault
        case .routingError: return RoutingError.compositionFailed(.init("The app refused", underlyingError: fault))
        }
    }
}

// MARK: - Screens, contexts and doubles

/// A screen of the chain, which knows its step.
@MainActor
protocol FaultStepScreen: UIViewController {
    static var stepIndex: Int { get }
}

final class FaultScreen0: UIViewController, FaultStepScreen { static var stepIndex: Int { 0 } }
final class FaultScreen1: UIViewController, FaultStepScreen { static var stepIndex: Int { 1 } }
final class FaultScreen2: UIViewController, FaultStepScreen { static var stepIndex: Int { 2 } }

/// The navigation's context; step 2 and the origin get its number instead.
struct FaultTicket {
    let number: Int
}

/// Finds nothing, so every step is built.
struct FaultFinder<VC: FaultStepScreen, C>: Finder {
    let injector: FaultInjector

    func findViewController(with context: C) throws -> VC? {
        try injector.check(.finderSearch, at: VC.stepIndex)
        return nil
    }
}

struct FaultFactory<VC: FaultStepScreen, C>: Factory {
    let injector: FaultInjector

    mutating func prepare(with context: C) throws {
        try injector.check(.factoryPrepare, at: VC.stepIndex)
    }

    func build(with context: C) throws -> VC {
        try injector.check(.factoryBuild, at: VC.stepIndex)
        return try ClassFactory<VC, C>().build(with: context)
    }
}

/// Presents its step's screen from the previous one.
struct FaultAction<VC: FaultStepScreen>: Action {
    typealias ViewController = UIViewController
    let injector: FaultInjector

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        let result = injector.result(.actionPerform, at: VC.stepIndex)
        guard result.isSuccessful else { return completion(result) }
        existingController.present(viewController, animated: animated) { completion(.success) }
    }
}

struct FaultContextTask<VC: FaultStepScreen, C>: ContextTask {
    let injector: FaultInjector

    mutating func prepare(with context: C) throws {
        try injector.check(.contextTaskPrepare, at: VC.stepIndex)
    }

    func perform(on viewController: VC, with context: C) throws {
        try injector.check(.contextTaskPerform, at: VC.stepIndex)
    }
}

struct FaultInterceptor<VC: FaultStepScreen, C>: RoutingInterceptor {
    let injector: FaultInjector

    mutating func prepare(with context: C) throws {
        try injector.check(.interceptorPrepare, at: VC.stepIndex)
    }

    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        completion(injector.result(.interceptorPerform, at: VC.stepIndex))
    }
}

/// Records that it ran; a post task has no way to fail.
struct FaultPostTask<VC: FaultStepScreen, C>: PostRoutingTask {
    let injector: FaultInjector?

    func perform(on viewController: VC, with context: C, routingStack: [UIViewController]) {
        injector?.recordPostTask("step \(VC.stepIndex)")
    }
}

struct FaultTicketToNumber: ContextTransformer {
    let injector: FaultInjector

    func transform(_ context: FaultTicket) throws -> Int {
        try injector.check(.transformerTransform, at: FaultScreen2.stepIndex)
        return context.number
    }
}

struct FaultGlobalInterceptor: RoutingInterceptor {
    let injector: FaultInjector

    mutating func prepare(with context: Any?) throws {
        try injector.check(.globalInterceptorPrepare, at: nil)
    }

    func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) {
        completion(injector.result(.globalInterceptorPerform, at: nil))
    }
}

/// Runs on every controller the navigation reaches: the origin (step 3) and each built screen.
struct FaultGlobalContextTask: ContextTask {
    let injector: FaultInjector

    mutating func prepare(with context: Any?) throws {
        try injector.check(.globalContextTaskPrepare, at: nil)
    }

    func perform(on viewController: UIViewController, with context: Any?) throws {
        try injector.check(.globalContextTaskPerform, at: viewController.faultStepIndex)
    }
}

struct FaultGlobalPostTask: PostRoutingTask {
    let injector: FaultInjector

    func perform(on viewController: UIViewController, with context: Any?, routingStack: [UIViewController]) {
        let index = viewController.faultStepIndex
        injector.recordPostTask(index == 3 ? "global on origin" : "global on step \(index)")
    }
}

extension UIViewController {
    /// The step of a screen of the chain; 3, the origin's, for any other controller.
    @MainActor
    fileprivate var faultStepIndex: Int {
        (type(of: self) as? any FaultStepScreen.Type)?.stepIndex ?? 3
    }
}
