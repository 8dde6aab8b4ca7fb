// The public API of upstream RouteComposer 2.22, written the way a 2.x app writes it.
//
// This file is not a test target: `.ci/check-compatibility` type-checks it against the built
// modules, so a renamed label, a dropped overload or a changed generic parameter breaks CI
// instead of breaking an app that migrates from upstream. Nothing here runs; every function is
// there to be type-checked only. SwiftUI helpers are deliberately left out.
//
// Counting: `.ci/check-compatibility` counts the lines tagged `// API` — one per upstream
// declaration (type, member, case or shorthand) named on that line or in the block it opens.

#if canImport(UIKit)
import UIKit
#endif
@_spi(Advanced) import RouteComposer

// MARK: - App-side types (what a 2.x app declares)

final class SurfaceProductViewController: UIViewController, ContextChecking, ContextAccepting {
    var productID: Int?

    func isTarget(for context: Int) -> Bool { productID == context } // API ContextChecking.isTarget(for:)

    static func checkCompatibility(with context: Int) throws { // API ContextAccepting.checkCompatibility(with:)
        guard context >= 0 else { throw RoutingError.generic(.init("negative id")) }
    }

    func setup(with context: Int) throws { productID = context } // API ContextAccepting.setup(with:)
}

final class SurfaceDefaultsViewController: UIViewController, ContextAccepting {
    func setup(with context: String) throws {} // API ContextAccepting default checkCompatibility
}

final class SurfaceLoginViewController: UIViewController, Dismissible { // API Dismissible
    var dismissalBlock: ((SurfaceLoginViewController, Bool, Bool, ((RoutingResult) -> Void)?) -> Void)? // API Dismissible.dismissalBlock
}

final class SurfaceAnyDismissibleViewController: UIViewController, DismissibleWithRuntimeStorage { // API DismissibleWithRuntimeStorage
    typealias DismissalTargetContext = Any?
}

final class SurfaceVoidDismissibleViewController: UIViewController, DismissibleWithRuntimeStorage {
    typealias DismissalTargetContext = Void
}

final class SurfaceGuardedViewController: UIViewController, RoutingInterceptable { // API RoutingInterceptable
    var canBeDismissed: Bool { false } // API RoutingInterceptable.canBeDismissed
}

final class SurfaceCustomContainer: UIViewController, CustomContainerViewController { // API CustomContainerViewController
    var canBeDismissed: Bool { true }
    var adapter: ContainerAdapter { SurfaceCustomContainerAdapter(with: self) } // API CustomContainerViewController.adapter
}

struct SurfaceCustomContainerAdapter: ConcreteContainerAdapter { // API ConcreteContainerAdapter
    weak var container: SurfaceCustomContainer?

    init(with container: SurfaceCustomContainer) { self.container = container } // API ConcreteContainerAdapter.init(with:)

    var containedViewControllers: [UIViewController] { container?.children ?? [] } // API ContainerAdapter.containedViewControllers
    var visibleViewControllers: [UIViewController] { containedViewControllers } // API ContainerAdapter.visibleViewControllers

    func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) { // API ContainerAdapter.makeVisible
        completion(.success)
    }

    func setContainedViewControllers(_ containedViewControllers: [UIViewController], animated: Bool, // API ContainerAdapter.setContainedViewControllers
                                     completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
}

struct SurfaceAdapterLocator: ContainerAdapterLocator { // API ContainerAdapterLocator
    func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter { // API ContainerAdapterLocator.getAdapter(for:)
        try DefaultContainerAdapterLocator().getAdapter(for: containerViewController)
    }
}

// MARK: - 1.1 Core entity protocols, conformed to by app types

struct SurfaceProductFactory: Factory { // API Factory
    typealias ViewController = SurfaceProductViewController
    typealias Context = Int

    mutating func prepare(with context: Int) throws {} // API AbstractFactory.prepare(with:)

    func build(with context: Int) throws -> SurfaceProductViewController { // API Factory.build(with:)
        SurfaceProductViewController()
    }
}

struct SurfaceAnyFactory: Factory {
    func build(with context: Any?) throws -> UIViewController { UIViewController() }
}

struct SurfaceVoidFactory: Factory {
    func build(with context: Void) throws -> UIViewController { UIViewController() }
}

struct SurfaceNavigationFactory: ContainerFactory { // API ContainerFactory
    func build(with context: Int, integrating coordinator: ChildCoordinator) throws -> UINavigationController { // API ContainerFactory.build(with:integrating:)
        let navigationController = UINavigationController()
        if !coordinator.isEmpty { // API ChildCoordinator.isEmpty
            navigationController.viewControllers = try coordinator.build(integrating: navigationController.viewControllers) // API ChildCoordinator.build(integrating:)
        }
        _ = try coordinator.build() // API ChildCoordinator.build() default argument
        return navigationController
    }
}

struct SurfaceSimpleTabFactory: SimpleContainerFactory { // API SimpleContainerFactory
    func build(with context: Any?, integrating viewControllers: [UIViewController]) throws -> UITabBarController { // API SimpleContainerFactory.build(with:integrating:)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = viewControllers
        return tabBarController
    }
}

struct SurfaceProductFinder: Finder { // API Finder
    func findViewController(with context: Int) throws -> SurfaceProductViewController? { nil } // API Finder.findViewController(with:)
}

struct SurfaceAnyFinder: Finder {
    func findViewController(with context: Any?) throws -> UIViewController? { nil }
}

struct SurfaceVoidFinder: Finder {
    func findViewController(with context: Void) throws -> UIViewController? { nil }
}

struct SurfaceProductStackFinder: StackIteratingFinder { // API StackIteratingFinder
    let iterator: StackIterator // API StackIteratingFinder.iterator

    init(options: SearchOptions = .currentAndUp) {
        iterator = DefaultStackIterator(options: options)
    }

    func isTarget(_ viewController: SurfaceProductViewController, with context: Int) -> Bool { // API StackIteratingFinder.isTarget(_:with:)
        viewController.productID == context
    }
}

struct SurfaceFadeAction: Action { // API Action
    func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool, // API AbstractAction.perform(with:on:animated:completion:)
                 completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
}

struct SurfacePushTwiceAction: ContainerAction { // API ContainerAction
    func perform(with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
                 completion: @escaping (RoutingResult) -> Void) {
        existingController.pushViewController(viewController, animated: animated)
        completion(.success)
    }

    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws { // API ContainerAction.perform(embedding:in:)
        childViewControllers.append(viewController)
    }
}

struct SurfaceAppendingAction: ContainerAction {
    func perform(with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
                 completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
    // The embedding mode comes from the protocol's default, which appends.
}

struct SurfaceLoginInterceptor: RoutingInterceptor { // API RoutingInterceptor
    mutating func prepare(with context: Int) throws {} // API RoutingInterceptor.prepare(with:)

    func perform(with context: Int, completion: @escaping (RoutingResult) -> Void) { // API RoutingInterceptor.perform(with:completion:)
        completion(.success)
    }
}

struct SurfaceAnyInterceptor: RoutingInterceptor {
    func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) { completion(.success) }
}

struct SurfaceVoidInterceptor: RoutingInterceptor {
    func perform(with context: Void, completion: @escaping (RoutingResult) -> Void) { completion(.success) }
}

struct SurfaceProductTask: ContextTask { // API ContextTask
    mutating func prepare(with context: Int) throws {} // API ContextTask.prepare(with:)

    func perform(on viewController: SurfaceProductViewController, with context: Int) throws { // API ContextTask.perform(on:with:)
        viewController.productID = context
    }
}

struct SurfaceAnyTask: ContextTask {
    func perform(on viewController: UIViewController, with context: Any?) throws {}
}

struct SurfaceVoidTask: ContextTask {
    func perform(on viewController: UIViewController, with context: Void) throws {}
}

struct SurfaceAnalyticsTask: PostRoutingTask { // API PostRoutingTask
    func perform(on viewController: SurfaceProductViewController, with context: Int, routingStack: [UIViewController]) {} // API PostRoutingTask.perform(on:with:routingStack:)
}

struct SurfaceAnyPostTask: PostRoutingTask {
    func perform(on viewController: UIViewController, with context: Any?, routingStack: [UIViewController]) {}
}

struct SurfaceStringToIntTransformer: ContextTransformer { // API ContextTransformer
    func transform(_ context: String) throws -> Int { // API ContextTransformer.transform(_:)
        guard let value = Int(context) else { throw RoutingError.generic(.init("not a number")) }
        return value
    }
}

struct SurfaceNothingFinder: Finder, NilEntity { // API NilEntity
    func findViewController(with context: Int) throws -> SurfaceProductViewController? { nil }
}

struct SurfaceWindowProvider: WindowProvider { // API WindowProvider
    var window: UIWindow? { nil } // API WindowProvider.window
}

struct SurfaceIterator: StackIterator { // API StackIterator
    func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController? { nil } // API StackIterator.firstViewController(where:)
}

struct SurfaceStackHandler: StackPresentationHandler { // API StackPresentationHandler
    func dismissPresented(from viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) { // API StackPresentationHandler.dismissPresented(from:animated:completion:)
        completion(.success)
    }

    func makeVisibleInParentContainers(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) { // API StackPresentationHandler.makeVisibleInParentContainers(_:animated:completion:)
        completion(.success)
    }
}

struct SurfaceLogger: Logger { // API Logger
    func log(_ message: LogMessage) { // API Logger.log(_:)
        switch message {
        case .info(let text), .warning(let text), .error(let text): _ = text // API LogMessage.info/.warning/.error
        }
    }
}

struct SurfaceRouter: Router { // API Router
    func navigate<Context>(to step: DestinationStep<some UIViewController, Context>, with context: Context, animated: Bool, // API Router.navigate(to:with:animated:completion:)
                           completion: ((RoutingResult) -> Void)?) throws {
        completion?(.success)
    }
}

// MARK: - Helpers of the core protocols

@MainActor
func surfaceCoreHelpers() throws {
    var factory = SurfaceProductFactory()
    try factory.prepare(with: 1)
    _ = try factory.execute(with: 1) // API Factory.execute(with:)
    _ = try SurfaceAnyFactory().build() // API Factory.build() where Context == Any?
    _ = try SurfaceAnyFactory().execute() // API Factory.execute() where Context == Any?
    _ = try SurfaceVoidFactory().build() // API Factory.build() where Context == Void
    _ = try SurfaceVoidFactory().execute() // API Factory.execute() where Context == Void
    var anyFactory = SurfaceAnyFactory()
    try anyFactory.prepare() // API AbstractFactory.prepare() where Context == Any?
    var voidFactory = SurfaceVoidFactory()
    try voidFactory.prepare() // API AbstractFactory.prepare() where Context == Void
    _ = try SurfaceNavigationFactory().build(with: 1) // API ContainerFactory.build(with:)
    _ = try SurfaceSimpleTabFactory().build(with: nil, integrating: [])

    _ = SurfaceProductFinder().getViewController(with: 1) // API Finder.getViewController(with:)
    _ = SurfaceAnyFinder().getViewController() // API Finder.getViewController() where Context == Any?
    _ = try SurfaceAnyFinder().findViewController() // API Finder.findViewController() where Context == Any?
    _ = SurfaceVoidFinder().getViewController() // API Finder.getViewController() where Context == Void
    _ = try SurfaceVoidFinder().findViewController() // API Finder.findViewController() where Context == Void
    _ = try SurfaceProductStackFinder().findViewController(with: 1) // API StackIteratingFinder default findViewController(with:)

    var interceptor = SurfaceLoginInterceptor()
    try interceptor.prepare(with: 1)
    try interceptor.execute(with: 1) { _ in } // API RoutingInterceptor.execute(with:completion:)
    interceptor.commit(with: 1) { _ in } // API RoutingInterceptor.commit(with:completion:)
    try SurfaceAnyInterceptor().execute { _ in } // API RoutingInterceptor.execute(completion:) where Context == Any?
    SurfaceAnyInterceptor().commit { _ in } // API RoutingInterceptor.commit(completion:) where Context == Any?
    SurfaceAnyInterceptor().perform { _ in } // API RoutingInterceptor.perform(completion:) where Context == Any?
    var anyInterceptor = SurfaceAnyInterceptor()
    try anyInterceptor.prepare() // API RoutingInterceptor.prepare() where Context == Any?
    try SurfaceVoidInterceptor().execute { _ in }
    SurfaceVoidInterceptor().commit { _ in }
    SurfaceVoidInterceptor().perform { _ in }
    var voidInterceptor = SurfaceVoidInterceptor()
    try voidInterceptor.prepare()

    let product = SurfaceProductViewController()
    var task = SurfaceProductTask()
    try task.prepare(with: 1)
    try task.execute(on: product, with: 1) // API ContextTask.execute(on:with:)
    try SurfaceAnyTask().execute(on: product) // API ContextTask.execute(on:) where Context == Any?
    try SurfaceAnyTask().perform(on: product) // API ContextTask.perform(on:) where Context == Any?
    var anyTask = SurfaceAnyTask()
    try anyTask.prepare() // API ContextTask.prepare() where Context == Any?
    try SurfaceVoidTask().execute(on: product)
    try SurfaceVoidTask().perform(on: product)
    var voidTask = SurfaceVoidTask()
    try voidTask.prepare()

    SurfaceAnalyticsTask().perform(on: product, with: 1, routingStack: [])
    SurfaceAnyPostTask().perform(on: product, routingStack: []) // API PostRoutingTask.perform(on:routingStack:) where Context == Any?
    _ = try SurfaceStringToIntTransformer().transform("1")

    var children: [UIViewController] = []
    try SurfaceAppendingAction().perform(embedding: product, in: &children) // API ContainerAction default perform(embedding:in:)
    SurfaceFadeAction().perform(with: product, on: UIViewController(), animated: true) { _ in }
}

// MARK: - 1.2 Steps and step wrappers

@MainActor
func surfaceSteps() {
    let step: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()) // API DestinationStep
        .using(UINavigationController.push())
        .from(NavigationControllerStep<UINavigationController, Int>())
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
    let _: DestinationStep<UIViewController, String> = step.unsafelyRewrapped() // API DestinationStep.unsafelyRewrapped()
    let _: DestinationStep<SurfaceProductViewController, String> = step.adaptingContext(using: SurfaceStringToIntTransformer()) // API DestinationStep.adaptingContext(using:)
    let _: DestinationStep<UINavigationController, Int> = step.expectingContainer() // API DestinationStep.expectingContainer()
    let anyStep: DestinationStep<UIViewController, Any?> = GeneralStep.current()
    let _: DestinationStep<UINavigationController, String> = anyStep.expectingContainer() // API DestinationStep.expectingContainer<VC, C>() where C == Any?
    let _: DestinationStep<UIViewController, String> = anyStep.adaptingContext() // API DestinationStep.adaptingContext<C>() where C == Any?

    let _: DestinationStep<UIViewController, Int> = GeneralStep.root() // API GeneralStep.root()
    let _: DestinationStep<UIViewController, Int> = GeneralStep.root(windowProvider: KeyWindowProvider()) // API GeneralStep.root(windowProvider:)
    let _: DestinationStep<UIViewController, Int> = GeneralStep.current(windowProvider: KeyWindowProvider()) // API GeneralStep.current(windowProvider:)
    let _: DestinationStep<SurfaceProductViewController, Int> = GeneralStep.custom(using: SurfaceProductFinder()) // API GeneralStep.custom(using:)
    let _: DestinationStep<UIViewController, Int> = .root // API DestinationStep.root shorthand
    let _: DestinationStep<UIViewController, Int> = .current // API DestinationStep.current shorthand
    let _: DestinationStep<UIViewController, Int> = .root(windowProvider: KeyWindowProvider()) // API DestinationStep.root(windowProvider:) shorthand
    let _: DestinationStep<UIViewController, Int> = .current(windowProvider: KeyWindowProvider()) // API DestinationStep.current(windowProvider:) shorthand
    let _: DestinationStep<SurfaceProductViewController, Int> = .custom(using: SurfaceProductFinder()) // API DestinationStep.custom(using:) shorthand
    let _: DestinationStep<UIViewController, Int> = ActionToStepIntegrator<UIViewController, Int>.root // API ActionToStepIntegrator.root shorthand
    let _: DestinationStep<UIViewController, Int> = ActionToStepIntegrator<UIViewController, Int>.current // API ActionToStepIntegrator.current shorthand
    let _: DestinationStep<UIViewController, Int> = ActionToStepIntegrator<UIViewController, Int>.root(windowProvider: KeyWindowProvider()) // API ActionToStepIntegrator.root(windowProvider:) shorthand
    let _: DestinationStep<UIViewController, Int> = ActionToStepIntegrator<UIViewController, Int>.current(windowProvider: KeyWindowProvider()) // API ActionToStepIntegrator.current(windowProvider:) shorthand
    let _: DestinationStep<SurfaceProductViewController, Int> = ActionToStepIntegrator<UIViewController, Int>.custom(using: SurfaceProductFinder()) // API ActionToStepIntegrator.custom(using:) shorthand

    let single = SingleStep(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()) // API SingleStep.init(finder:factory:)
    let _: ActionToStepIntegrator<SurfaceProductViewController, Int> = single // API ActionToStepIntegrator
    let _: IntermediateDestinationStep = single // API IntermediateDestinationStep
    _ = single.adding(SurfaceLoginInterceptor()) // API ActionToStepIntegrator.adding(_:) interceptor
        .adding(SurfaceProductTask()) // API ActionToStepIntegrator.adding(_:) context task
        .adding(SurfaceAnalyticsTask()) // API ActionToStepIntegrator.adding(_:) post task
    let _: ActionToStepIntegrator<UIViewController, String> = single.unsafelyRewrapped() // API SingleStep.unsafelyRewrapped()
    let _: ActionToStepIntegrator<UINavigationController, Int> = single.expectingContainer() // API SingleStep.expectingContainer()
    let anySingle = SingleStep(finder: ClassFinder<UIViewController, Any?>(), factory: ClassFactory<UIViewController, Any?>())
    let _: ActionToStepIntegrator<UINavigationController, String> = anySingle.expectingContainer() // API SingleStep.expectingContainer<VC, C>() where C == Any?
    let _: ActionToStepIntegrator<UIViewController, String> = anySingle.adaptingContext() // API SingleStep.adaptingContext<C>() where C == Any?

    let containerStep = SingleContainerStep(finder: NilFinder<UINavigationController, Int>(), factory: SurfaceNavigationFactory()) // API SingleContainerStep.init(finder:factory:)
    let _: ActionToStepIntegrator<UIViewController, String> = containerStep.unsafelyRewrapped() // API SingleContainerStep.unsafelyRewrapped()
    let _: ActionToStepIntegrator<UINavigationController, Int> = containerStep.expectingContainer() // API SingleContainerStep.expectingContainer()
    _ = NavigationControllerStep<UINavigationController, Int>() // API NavigationControllerStep.init()
    _ = TabBarControllerStep<UITabBarController, Int>() // API TabBarControllerStep.init()
    _ = SplitControllerStep<UISplitViewController, Int>() // API SplitControllerStep.init()
    let _: ActionToStepIntegrator<UINavigationController, Int> = .navigationController // API .navigationController shorthand
    let _: ActionToStepIntegrator<UITabBarController, Int> = .tabBarController // API .tabBarController shorthand
    let _: ActionToStepIntegrator<UISplitViewController, Int> = .splitViewController // API .splitViewController shorthand
}

// MARK: - 1.3 Assemblies and the DSL grammar (sections 3.2 to 3.4)

@MainActor
func surfaceAssemblies() {
    // S1 -> S2b -> S3 -> S2a -> S4, the classic spelling.
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()) // API StepAssembly.init(finder:factory:) Factory
        .adding(SurfaceLoginInterceptor()) // API GenericStepAssembly.adding(_:) interceptor
        .adding(SurfaceProductTask()) // API GenericStepAssembly.adding(_:) context task
        .adding(SurfaceAnalyticsTask()) // API GenericStepAssembly.adding(_:) post task
        .adding(ContextSettingTask()) // API ContextSettingTask.init()
        .using(UINavigationController.push()) // API StepAssembly.using(_:) container action
        .from(NavigationControllerStep()) // API ContainerStepChainAssembly.from(ActionToStepIntegrator)
        .using(GeneralAction.presentModally()) // API ActionConnectingAssembly.using(_:) action
        .from(GeneralStep.current()) // API StepChainAssembly.from(DestinationStep)
        .assemble() // API LastStepInChainAssembly.assemble()

    // The 2.21 shorthand spelling.
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembler<SurfaceProductViewController, Int>() // API StepAssembler.init()
        .finder(.classWithContextFinder) // API StepAssembler.finder(_:) ClassWithContextFinder shorthand
        .factory(.storyboardFactory(name: "TabBar", identifier: "Product")) // API StepAssemblerWithFinder.factory(_:) StoryboardFactory shorthand
        .adding(ContextSettingTask())
        .using(.push) // API .push shorthand
        .from(.navigationController)
        .using(.present) // API .present shorthand
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.classFinder) // API StepAssembler.finder(_:) ClassFinder shorthand
        .factory(.classFactory) // API StepAssemblerWithFinder.factory(_:) ClassFactory shorthand
        .using(.pushAsRoot) // API .pushAsRoot shorthand
        .from(.navigationController)
        .using(.replaceRoot) // API .replaceRoot shorthand
        .from(.root)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.nilFinder) // API StepAssembler.finder(_:) NilFinder shorthand
        .factory(.build { _ in UIViewController() }) // API StepAssemblerWithFinder.factory(_:) InlineFactory .build shorthand
        .using(.pushReplacingLast) // API .pushReplacingLast shorthand
        .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Any?>()))
        .assemble()

    let instance = SurfaceProductViewController()
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembler<SurfaceProductViewController, Int>()
        .finder(.instanceFinder(instance: instance)) // API StepAssembler.finder(_:) InstanceFinder shorthand
        .factory(.nilFactory) // API StepAssemblerWithFinder.factory(_:) NilFactory shorthand
        .from(GeneralStep.current()) // API StepAssembly.from(DestinationStep) for a NilFactory
        .assemble()

    let _: DestinationStep<UITabBarController, Any?> = StepAssembler<UITabBarController, Any?>()
        .finder(.classFinder)
        .factory(.tabBarControllerFactory()) // API StepAssemblerWithFinder.factory(_:) TabBarControllerFactory shorthand
        .using(.present(presentationStyle: .formSheet)) // API .present(...) shorthand
        .from(.current)
        .assemble()

    let _: DestinationStep<UINavigationController, Any?> = StepAssembler<UINavigationController, Any?>()
        .finder(.classFinder(options: .currentAndUp)) // API .classFinder(options:) shorthand
        .factory(.navigationControllerFactory()) // API StepAssemblerWithFinder.factory(_:) NavigationControllerFactory shorthand
        .using(.addTab) // API .addTab shorthand
        .from(.tabBarController)
        .using(.replaceRoot(animationOptions: .transitionCrossDissolve)) // API .replaceRoot(...) shorthand
        .from(.root)
        .assemble()

    let _: DestinationStep<UISplitViewController, Any?> = StepAssembler<UISplitViewController, Any?>()
        .finder(.classFinder(iterator: DefaultStackIterator())) // API .classFinder(iterator:) shorthand
        .factory(.splitControllerFactory()) // API StepAssemblerWithFinder.factory(_:) SplitControllerFactory shorthand
        .using(.nilAction) // API .nilAction shorthand
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(ClassFinder<UIViewController, Any?>()) // API StepAssembler.finder(_:) generic
        .factory(SurfaceAnyFactory()) // API StepAssemblerWithFinder.factory(_:) generic
        .using(.addTab(at: 1)) // API .addTab(at:) shorthand
        .from(.tabBarController)
        .using(.addTab(at: 0, replacing: true)) // API .addTab(at:replacing:) shorthand
        .from(.tabBarController)
        .using(.present)
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.classFinder)
        .factory(.classFactory(nibName: nil, bundle: nil, configuration: nil)) // API .classFactory(...) shorthand
        .using(.setAsPrimary) // API .setAsPrimary shorthand
        .from(.splitViewController)
        .using(.present)
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.classFinder)
        .factory(.classFactory)
        .using(.pushToDetails) // API .pushToDetails shorthand
        .from(.splitViewController)
        .using(.present)
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.classFinder)
        .factory(.classFactory)
        .using(.pushOnToDetails) // API .pushOnToDetails shorthand
        .from(.splitViewController)
        .using(.present)
        .from(.current)
        .assemble()

    let _: DestinationStep<UIViewController, Any?> = StepAssembler<UIViewController, Any?>()
        .finder(.nilFinder)
        .factory(.finderFactory(finder: ClassFinder<UIViewController, Any?>())) // API StepAssemblerWithFinder.factory(_:) FinderFactory? shorthand
        .using(.nilAction)
        .from(.current)
        .assemble()

    // A container factory entry point, S2a's assemble(from:), S2b's assemble(from:).
    let _: DestinationStep<UINavigationController, Int> = StepAssembly(finder: NilFinder(), factory: SurfaceNavigationFactory()) // API StepAssembly.init(finder:factory:) ContainerFactory
        .using(SurfaceFadeAction()) // API StepAssembly.using(_:) action
        .assemble(from: GeneralStep.current()) // API StepChainAssembly.assemble(from:)
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory())
        .using(SurfacePushTwiceAction())
        .assemble(from: GeneralStep.custom(using: ClassFinder<UINavigationController, Int>())) // API ContainerStepChainAssembly.assemble(from:)
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory())
        .using(SurfaceFadeAction())
        .from(SingleStep(finder: ClassFinder<UIViewController, Int>(), factory: ClassFactory<UIViewController, Int>())) // API StepChainAssembly.from(ActionToStepIntegrator)
        .using(SurfacePushTwiceAction()) // API ActionConnectingAssembly.using(_:) container action
        .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Int>())) // API ContainerStepChainAssembly.from(DestinationStep)
        .assemble()
    let _: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: NilFactory<SurfaceProductViewController, Int>())
        .from(NavigationControllerStep<UINavigationController, Int>()) // API StepAssembly.from(ActionToStepIntegrator) for a NilFactory
        .using(.present)
        .from(.current)
        .assemble()

    // The @_spi(Advanced) hooks for an app's own shorthands.
    let _: StepAssemblerWithFinder<SurfaceProductFinder> = StepAssembler<SurfaceProductViewController, Int>().getFinder(SurfaceProductFinder()) // API StepAssembler.getFinder(_:)
    let _: StepAssembly<SurfaceProductFinder, SurfaceProductFactory> = StepAssembler<SurfaceProductViewController, Int>().getFinder(SurfaceProductFinder()).getFactory(SurfaceProductFactory()) // API StepAssemblerWithFinder.getFactory(_:)
    let _: StepChainAssembly<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()).usingAction(SurfaceFadeAction()) // API StepAssembly.usingAction(_:)
    let _: ContainerStepChainAssembly<UINavigationController, SurfaceProductViewController, Int> =
        StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()).usingAction(SurfacePushTwiceAction())
    let _: ActionConnectingAssembly<UINavigationController, Int> = ChainAssembly.from(NavigationControllerStep<UINavigationController, Int>()) // API ChainAssembly.from(_:)
    let _: StepChainAssembly<UINavigationController, Int> = ChainAssembly.from(NavigationControllerStep<UINavigationController, Int>())
        .usingAction(SurfaceFadeAction()) // API ActionConnectingAssembly.usingAction(_:)
    let _: GenericStepAssembly<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory()) // API GenericStepAssembly

    // ChainAssembly: a chain whose destination is a container, not a leaf.
    let _: DestinationStep<UINavigationController, Any?> = ChainAssembly.from(NavigationControllerStep<UINavigationController, Any?>())
        .using(.present)
        .from(.current)
        .assemble()

    // SwitchAssembly: every addCase and assemble spelling.
    let flag = true
    let productStep: DestinationStep<SurfaceProductViewController, Int> = StepAssembly(finder: SurfaceProductFinder(), factory: SurfaceProductFactory())
        .using(.present)
        .from(.current)
        .assemble()
    let _: DestinationStep<SurfaceProductViewController, Int> = SwitchAssembly<SurfaceProductViewController, Int>() // API SwitchAssembly.init()
        .addCase { context in context > 0 ? productStep : nil } // API SwitchAssembly.addCase(_:)
        .addCase(when: SurfaceProductFinder(), from: productStep) // API SwitchAssembly.addCase(when:from:) finder
        .addCase(when: flag, from: productStep) // API SwitchAssembly.addCase(when:from:) autoclosure
        .addCase(when: { (context: Int) in context == 1 }, from: productStep) // API SwitchAssembly.addCase(when:from:) context closure
        .addCase(from: SurfaceProductFinder()) // API SwitchAssembly.addCase(from:)
        .assemble() // API SwitchAssembly.assemble()
    let _: DestinationStep<UINavigationController, Int> = SwitchAssembly<UINavigationController, Int>()
        .addCase(expecting: ClassFinder<UIViewController, Int>()) // API SwitchAssembly.addCase(expecting:)
        .assemble(default: { productStep.expectingContainer() }) // API SwitchAssembly.assemble(default:) closure
    let _: DestinationStep<SurfaceProductViewController, Int> = SwitchAssembly<SurfaceProductViewController, Int>()
        .assemble(default: productStep) // API SwitchAssembly.assemble(default:) step

    // CompleteFactoryAssembly and its chain.
    let _: CompleteFactory<NavigationControllerFactory<UINavigationController, Int>> = // API CompleteFactory
        CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Int>()) // API CompleteFactoryAssembly.init(factory:)
            .with(SurfaceProductFactory()) // API CompleteFactoryAssembly.with(_:) Factory
            .adding(SurfaceProductTask()) // API CompleteFactoryChainAssembly.adding(_:)
            .with(SurfaceProductFactory(), using: UINavigationController.push()) // API CompleteFactoryChainAssembly.with(_:using:) Factory
            .with(ClassFactory<UIViewController, String>(), adapting: InlineContextTransformer { (value: Int) in String(value) }) // API .with(_:adapting:) Factory
            .with(ClassFactory<UIViewController, String>(), using: UINavigationController.push(), // API .with(_:using:adapting:) Factory
                  adapting: InlineContextTransformer { (value: Int) in String(value) })
            .assemble() // API CompleteFactoryChainAssembly.assemble()
    let _: CompleteFactory<TabBarControllerFactory<UITabBarController, Int>> =
        CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
            .with(SurfaceNavigationFactory()) // API CompleteFactoryAssembly.with(_:) ContainerFactory
            .with(SurfaceNavigationFactory(), using: UITabBarController.add()) // API .with(_:using:) ContainerFactory
            .with(NavigationControllerFactory<UINavigationController, String>(), adapting: InlineContextTransformer { (value: Int) in String(value) }) // API .with(_:adapting:) ContainerFactory
            .with(NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add(at: 0), // API .with(_:using:adapting:) ContainerFactory
                  adapting: InlineContextTransformer { (value: Int) in String(value) })
            .assemble()
    let _: CompleteFactory<TabBarControllerFactory<UITabBarController, Int>> =
        CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
            .with(SurfaceProductFactory(), using: UITabBarController.add()) // API CompleteFactoryAssembly.with(_:using:)
            .assemble()
    let _: CompleteFactoryChainAssembly<TabBarControllerFactory<UITabBarController, Int>, SurfaceProductViewController, Int> = // API CompleteFactoryChainAssembly
        CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>()).with(SurfaceProductFactory())
    let _: CompleteFactory<TabBarControllerFactory<UITabBarController, Int>> =
        CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>()).assemble() // API CompleteFactoryAssembly.assemble()
}

// MARK: - 1.4 Routers

@MainActor
func surfaceRouters(productStep: DestinationStep<SurfaceProductViewController, Int>,
                    anyStep: DestinationStep<UIViewController, Any?>,
                    voidStep: DestinationStep<UIViewController, Void>) throws {
    var router = DefaultRouter() // API DefaultRouter.init()
    router = DefaultRouter(logger: DefaultLogger(), // API DefaultRouter.init(logger:stackPresentationHandler:containerAdapterLocator:)
                           stackPresentationHandler: DefaultStackPresentationHandler(), // API DefaultStackPresentationHandler.init()
                           containerAdapterLocator: DefaultContainerAdapterLocator())
    _ = DefaultStackPresentationHandler(logger: nil, containerAdapterLocator: SurfaceAdapterLocator()) // API DefaultStackPresentationHandler.init(logger:containerAdapterLocator:)
    router.add(SurfaceAnyInterceptor()) // API InterceptableRouter.add(_:) interceptor
    router.add(SurfaceAnyTask()) // API InterceptableRouter.add(_:) context task
    router.add(SurfaceAnyPostTask()) // API InterceptableRouter.add(_:) post task

    try router.navigate(to: productStep, with: 1, animated: true, completion: nil) // API Router.navigate(to:with:animated:completion:)
    try router.navigate(to: productStep, with: 1) // API DefaultRouter.navigate default animated/completion
    try router.navigate(to: productStep, with: 1, animated: false) { result in _ = result.isSuccessful }
    try router.navigate(to: anyStep, animated: true, completion: nil) // API Router.navigate(to:animated:completion:) Any?
    try router.navigate(to: voidStep, animated: true, completion: nil) // API Router.navigate(to:animated:completion:) Void
    router.commitNavigation(to: productStep, with: 1, animated: true, completion: nil) // API Router.commitNavigation(to:with:animated:completion:)
    router.commitNavigation(to: anyStep, animated: true, completion: nil) // API Router.commitNavigation(to:animated:completion:) Any?
    router.commitNavigation(to: voidStep, animated: true, completion: nil) // API Router.commitNavigation(to:animated:completion:) Void

    let destination = Destination(to: productStep, with: 1) // API Destination.init(to:with:)
    try router.navigate(to: destination, animated: true, completion: nil) // API Router.navigate(to: Destination, animated:completion:)
    try router.navigate(to: destination) // API Router.navigate(to: Destination) defaults
    router.commitNavigation(to: destination, animated: true, completion: nil) // API Router.commitNavigation(to: Destination, animated:completion:)

    let protocolRouter: Router = router
    try protocolRouter.navigate(to: productStep, with: 1, animated: true, completion: nil)
    let interceptable: InterceptableRouter = router // API InterceptableRouter
    _ = interceptable

    var global = GlobalInterceptorRouter(router: router) // API GlobalInterceptorRouter.init(router:)
    global.addGlobal(SurfaceAnyInterceptor()) // API GlobalInterceptorRouter.addGlobal(_:)
    global.add(SurfaceAnyInterceptor()) // API GlobalInterceptorRouter: InterceptableRouter
    try global.navigate(to: productStep, with: 1, animated: true, completion: nil)

    let lock = SingleNavigationLock() // API SingleNavigationLock.init()
    _ = lock.isNavigationInProgress // API SingleNavigationLock.isNavigationInProgress
    var single = SingleNavigationRouter(router: router, lock: lock) // API SingleNavigationRouter.init(router:lock:)
    single.add(SurfaceAnyPostTask()) // API SingleNavigationRouter: InterceptableRouter
    try single.navigate(to: productStep, with: 1, animated: true, completion: nil)
    _ = SurfaceRouter()
}

// The async variants, called from an async context as an app does.
@MainActor
func surfaceAsyncRouters(router: DefaultRouter,
                         productStep: DestinationStep<SurfaceProductViewController, Int>,
                         anyStep: DestinationStep<UIViewController, Any?>,
                         voidStep: DestinationStep<UIViewController, Void>) async throws {
    try await router.navigate(to: productStep, with: 1, animated: true) // API Router.navigate(to:with:animated:) async throws
    try await router.navigate(to: anyStep, animated: true) // API Router.navigate(to:animated:) async throws Any?
    try await router.navigate(to: voidStep, animated: true) // API Router.navigate(to:animated:) async throws Void
    try await router.navigate(to: Destination(to: productStep, with: 1), animated: true) // API Router.navigate(to: Destination) async throws
}

// MARK: - 1.5 Results and errors

@MainActor
func surfaceResults() throws {
    let result: RoutingResult = .success // API RoutingResult.success
    let failure: RoutingResult = .failure(RoutingError.generic(.init("no"))) // API RoutingResult.failure
    _ = result.isSuccessful // API RoutingResult.isSuccessful
    let _: Result<Void, Error> = failure.swiftResult // API RoutingResult.swiftResult
    _ = try failure.getError() // API RoutingResult.getError()
    let sendables: [any Sendable] = [result, RoutingError.Context("sent"), SearchOptions.fullStack] // API Sendable conformances
    _ = sendables

    let context = RoutingError.Context("message", underlyingError: nil) // API RoutingError.Context.init(_:underlyingError:)
    _ = RoutingError.Context("message") // API RoutingError.Context.init(_:) default underlyingError
    _ = context.debugDescription // API RoutingError.Context.debugDescription
    _ = context.underlyingError // API RoutingError.Context.underlyingError
    _ = context.description // API RoutingError.Context.description
    let errors: [RoutingError] = [
        .typeMismatch(type: Int.self, expectedType: String.self, context), // API RoutingError.typeMismatch(type:expectedType:_:)
        .compositionFailed(context), // API RoutingError.compositionFailed
        .cantBeDismissed(context), // API RoutingError.cantBeDismissed
        .initialController(.notFound, context), // API RoutingError.initialController / InitialControllerErrorState.notFound
        .initialController(.deallocated, context), // API InitialControllerErrorState.deallocated
        .generic(context), // API RoutingError.generic
    ]
    for error in errors {
        _ = error.context // API RoutingError.context
        _ = error.description // API RoutingError.description
        switch error {
        case .typeMismatch(type: let type, expectedType: let expected, let context): _ = (type, expected, context)
        case .compositionFailed(let context), .cantBeDismissed(let context), .generic(let context): _ = context
        case .initialController(let state, let context): _ = (state, context)
        }
    }
    let _: RoutingError.InitialControllerErrorState = .notFound
}

// MARK: - 1.6 Finders, stack iteration and search options

@MainActor
func surfaceFinders(window: UIWindow, controller: UIViewController) throws {
    _ = ClassFinder<UIViewController, Any?>() // API ClassFinder.init()
    _ = ClassFinder<UIViewController, Any?>(iterator: DefaultStackIterator()) // API ClassFinder.init(iterator:)
    _ = ClassFinder<UIViewController, Any?>(options: .fullStack, startingPoint: .topmost, // API ClassFinder.init(options:startingPoint:windowProvider:containerAdapterLocator:)
                                            windowProvider: KeyWindowProvider(), containerAdapterLocator: DefaultContainerAdapterLocator())
    _ = ClassFinder<UIViewController, Any?>(options: .currentAndUp)
    _ = ClassWithContextFinder<SurfaceProductViewController, Int>() // API ClassWithContextFinder.init()
    _ = ClassWithContextFinder<SurfaceProductViewController, Int>(iterator: DefaultStackIterator()) // API ClassWithContextFinder.init(iterator:)
    _ = ClassWithContextFinder<SurfaceProductViewController, Int>(options: .currentAndUp, startingPoint: .root, // API ClassWithContextFinder.init(options:...)
                                                                  windowProvider: KeyWindowProvider(), containerAdapterLocator: DefaultContainerAdapterLocator())
    _ = InstanceFinder<UIViewController, Any?>(instance: controller) // API InstanceFinder.init(instance:)
    _ = NilFinder<UIViewController, Any?>() // API NilFinder.init()
    _ = InlineStackIteratingFinder<UIViewController, Any?>(iterator: DefaultStackIterator()) { _, _ in true } // API InlineStackIteratingFinder.init(iterator:_:)
    _ = InlineStackIteratingFinder<UIViewController, Any?>(options: .fullStack, startingPoint: .topmost, // API InlineStackIteratingFinder.init(options:...predicate:)
                                                           windowProvider: KeyWindowProvider(), containerAdapterLocator: DefaultContainerAdapterLocator(),
                                                           predicate: { _, _ in true })
    _ = DetailsNavigationFinder<Any?>() // API DetailsNavigationFinder.init()
    _ = DetailsNavigationFinder<Any?>(iterator: DefaultStackIterator()) // API DetailsNavigationFinder.init(iterator:)
    _ = DetailsNavigationFinder<Any?>(options: .fullStack) // API DetailsNavigationFinder.init(options:...)
    _ = PresentingFinder<Any?>() // API PresentingFinder.init()
    _ = PresentingFinder<Any?>(windowProvider: KeyWindowProvider(), startingPoint: .topmost) // API PresentingFinder.init(windowProvider:startingPoint:)
    let _: [PresentingFinder<Any?>.StartingPoint] = [.topmost, .custom(controller)] // API PresentingFinder.StartingPoint
    let _: ClassFinder<UIViewController, Any?> = .classFinder // API ClassFinder .classFinder shorthand
    let _: ClassWithContextFinder<SurfaceProductViewController, Int> = .classWithContextFinder(options: .fullStack) // API .classWithContextFinder(options:) shorthand
    let _: ClassWithContextFinder<SurfaceProductViewController, Int> = .classWithContextFinder(iterator: DefaultStackIterator()) // API .classWithContextFinder(iterator:) shorthand
    let _: InstanceFinder<UIViewController, Any?> = .instanceFinder(instance: controller) // API .instanceFinder(instance:) shorthand
    let _: NilFinder<UIViewController, Any?> = .nilFinder // API .nilFinder shorthand

    _ = DefaultStackIterator() // API DefaultStackIterator.init()
    _ = DefaultStackIterator(options: .fullStack, startingPoint: .topmost, // API DefaultStackIterator.init(options:startingPoint:windowProvider:containerAdapterLocator:)
                             windowProvider: KeyWindowProvider(), containerAdapterLocator: DefaultContainerAdapterLocator())
    let points: [DefaultStackIterator.StartingPoint] = [.topmost, .root, .custom(controller)] // API DefaultStackIterator.StartingPoint
    _ = points
    _ = try DefaultStackIterator().firstViewController { _ in true }

    let options: [SearchOptions] = [ // API SearchOptions
        .current, .visible, .contained, .presented, .presenting, .parent, // API SearchOptions single options
        .currentAllStack, .currentVisibleOnly, .allVisible, .fullStack, .currentAndUp, .currentAndDown, // API SearchOptions combinations
    ]
    _ = SearchOptions.allCases // API SearchOptions.allCases
    _ = SearchOptions(rawValue: 3).description // API SearchOptions.description
    _ = options

    _ = try UIViewController.findViewController(in: controller, options: .currentAndUp, // API UIViewController.findViewController(in:options:containerAdapterLocator:using:)
                                                containerAdapterLocator: DefaultContainerAdapterLocator(), using: { _ in true })
    _ = try UIViewController.findViewController(in: controller) { _ in true }
    _ = window.topmostViewController // API UIWindow.topmostViewController
    _ = KeyWindowProvider().window // API KeyWindowProvider.init()
    _ = CustomWindowProvider(window: window).window // API CustomWindowProvider.init(window:)
}

// MARK: - 1.7 Factories

@MainActor
func surfaceFactories(bundle: Bundle) {
    _ = ClassFactory<UIViewController, Any?>() // API ClassFactory.init()
    _ = ClassFactory<UIViewController, Any?>(nibName: "Nib", bundle: bundle, configuration: { _ in }) // API ClassFactory.init(nibName:bundle:configuration:)
    _ = StoryboardFactory<UIViewController, Any?>(name: "Main") // API StoryboardFactory.init(name:)
    _ = StoryboardFactory<UIViewController, Any?>(name: "Main", bundle: bundle, identifier: "Id", configuration: { _ in }) // API StoryboardFactory.init(name:bundle:identifier:configuration:)
    _ = InlineFactory<UIViewController, Any?>(viewController: UIViewController()) // API InlineFactory.init(viewController:)
    _ = InlineFactory<UIViewController, Int> { _ in UIViewController() } // API InlineFactory.init(_:)
    _ = FinderFactory(finder: ClassFinder<UIViewController, Any?>()) // API FinderFactory.init?(finder:)
    _ = FinderFactory(finder: ClassFinder<UIViewController, Any?>(), configuration: { _ in }) // API FinderFactory.init?(finder:configuration:)
    _ = NilFactory<UIViewController, Any?>() // API NilFactory.init()
    _ = NavigationControllerFactory<UINavigationController, Any?>() // API NavigationControllerFactory.init()
    _ = NavigationControllerFactory<UINavigationController, Any?>(nibName: nil, bundle: nil, delegate: nil, configuration: { _ in }) // API NavigationControllerFactory.init(nibName:bundle:delegate:configuration:)
    _ = TabBarControllerFactory<UITabBarController, Any?>() // API TabBarControllerFactory.init()
    _ = TabBarControllerFactory<UITabBarController, Any?>(nibName: nil, bundle: nil, delegate: nil, configuration: { _ in }) // API TabBarControllerFactory.init(nibName:bundle:delegate:configuration:)
    _ = SplitControllerFactory<UISplitViewController, Any?>() // API SplitControllerFactory.init()
    _ = SplitControllerFactory<UISplitViewController, Any?>(nibName: nil, bundle: nil, delegate: nil, presentsWithGesture: true, // API SplitControllerFactory.init(nibName:bundle:delegate:presentsWithGesture:preferredDisplayMode:configuration:)
                                                            preferredDisplayMode: .automatic, configuration: { _ in })
    let _: ClassFactory<UIViewController, Any?> = .classFactory // API .classFactory shorthand
    let _: StoryboardFactory<UIViewController, Any?> = .storyboardFactory(name: "Main") // API .storyboardFactory(name:) shorthand
    let _: NilFactory<UIViewController, Any?> = .nilFactory // API .nilFactory shorthand
    let _: InlineFactory<UIViewController, Any?> = .build { _ in UIViewController() } // API .build shorthand
    let _: NavigationControllerFactory<UINavigationController, Any?> = .navigationControllerFactory() // API .navigationControllerFactory() shorthand
    let _: TabBarControllerFactory<UITabBarController, Any?> = .tabBarControllerFactory() // API .tabBarControllerFactory() shorthand
    let _: SplitControllerFactory<UISplitViewController, Any?> = .splitControllerFactory() // API .splitControllerFactory() shorthand
    let _: FinderFactory<ClassFinder<UIViewController, Any?>>? = .finderFactory(finder: ClassFinder()) // API .finderFactory(finder:) shorthand
}

// MARK: - 1.8 Actions

@MainActor
func surfaceActions(controller: UIViewController, delegate: UIViewControllerTransitioningDelegate?) {
    _ = GeneralAction.replaceRoot() // API GeneralAction.replaceRoot()
    _ = GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft, windowProvider: KeyWindowProvider(), duration: 0.3) // API GeneralAction.replaceRoot(animationOptions:windowProvider:duration:)
    _ = GeneralAction.presentModally() // API GeneralAction.presentModally()
    _ = GeneralAction.presentModally(startingFrom: .current, presentationStyle: .fullScreen, transitionStyle: .coverVertical, // API GeneralAction.presentModally(...presentationConfiguration:)
                                     transitioningDelegate: delegate, preferredContentSize: CGSize(width: 1, height: 1),
                                     isModalInPresentation: true, presentationConfiguration: { _ in })
    _ = GeneralAction.presentModally(startingFrom: .topmostParent, presentationStyle: .popover, // API GeneralAction.presentModally(...popoverConfiguration:)
                                     popoverConfiguration: { popover in popover.sourceView = controller.view })
    _ = GeneralAction.nilAction() // API GeneralAction.nilAction()
    let points: [ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint] = [.current, .topmostParent, .custom(controller)] // API ModalPresentationStartingPoint
    _ = points
    let _: ViewControllerActions.PresentModallyAction = .present // API ViewControllerActions.PresentModallyAction
    let _: ViewControllerActions.PresentModallyAction = .present(startingFrom: .custom(controller))
    let _: ViewControllerActions.ReplaceRootAction = .replaceRoot // API ViewControllerActions.ReplaceRootAction
    let _: ViewControllerActions.NilAction = .nilAction // API ViewControllerActions.NilAction

    let _: NavigationControllerActions.PushAction<UINavigationController> = UINavigationController.push() // API NavigationControllerActions.PushAction / UINavigationController.push()
    let _: NavigationControllerActions.PushAsRootAction<UINavigationController> = UINavigationController.pushAsRoot() // API PushAsRootAction / pushAsRoot()
    let _: NavigationControllerActions.PushReplacingLastAction<UINavigationController> = UINavigationController.pushReplacingLast() // API PushReplacingLastAction / pushReplacingLast()
    let _: TabBarControllerActions.AddTabAction<UITabBarController> = UITabBarController.add() // API TabBarControllerActions.AddTabAction / add()
    _ = UITabBarController.add(at: 1) // API UITabBarController.add(at:)
    _ = UITabBarController.add(at: 1, replacing: true) // API UITabBarController.add(at:replacing:)
    let _: SplitViewControllerActions.SetAsMasterAction<UISplitViewController> = UISplitViewController.setAsMaster() // API SetAsMasterAction / setAsMaster()
    let _: SplitViewControllerActions.PushToDetailsAction<UISplitViewController> = UISplitViewController.pushToDetails() // API PushToDetailsAction / pushToDetails()
    let _: SplitViewControllerActions.PushOnToDetailsAction<UISplitViewController> = UISplitViewController.pushOnToDetails() // API PushOnToDetailsAction / pushOnToDetails()

    let _: CATransactionWrappedAction<ViewControllerActions.PresentModallyAction> = CATransaction.wrap(GeneralAction.presentModally()) // API CATransaction.wrap(_:) Action
    let _: CATransactionWrappedContainerAction<NavigationControllerActions.PushAction<UINavigationController>> = CATransaction.wrap(UINavigationController.push()) // API CATransaction.wrap(_:) ContainerAction
    let _: DispatchQueueWrappedAction<ViewControllerActions.PresentModallyAction> = DispatchQueue.delay(GeneralAction.presentModally()) // API DispatchQueue.delay(_:) Action
    let _: DispatchQueueWrappedContainerAction<NavigationControllerActions.PushAction<UINavigationController>> = // API DispatchQueue.delay(_:for:) ContainerAction
        DispatchQueue.delay(UINavigationController.push(), for: .milliseconds(100))
}

// MARK: - 1.9 Containers, adapters and UIKit conformances

@MainActor
func surfaceContainers(navigation: UINavigationController, tabs: UITabBarController, split: UISplitViewController,
                       controller: UIViewController) throws {
    let containers: [ContainerViewController] = [navigation, tabs, split] // API ContainerViewController conformances
    for container in containers {
        _ = container.canBeDismissed
        _ = container.overriddenParentViewController // API RoutingInterceptable.overriddenParentViewController
        let adapter = try DefaultContainerAdapterLocator().getAdapter(for: container) // API DefaultContainerAdapterLocator.init()
        _ = adapter.contains(controller) // API ContainerAdapter.contains(_:)
        _ = adapter.isVisible(controller) // API ContainerAdapter.isVisible(_:)
        _ = adapter.overriddenParentViewController // API ContainerAdapter.overriddenParentViewController
        adapter.makeVisible(controller, animated: true) { _ in }
        adapter.setContainedViewControllers([controller], animated: true) { _ in }
    }
    _ = NavigationControllerAdapter(with: navigation) // API NavigationControllerAdapter.init(with:)
    _ = TabBarControllerAdapter(with: tabs) // API TabBarControllerAdapter.init(with:)
    _ = SplitControllerAdapter(with: split) // API SplitControllerAdapter.init(with:)
    _ = [controller, navigation].canBeDismissed // API Array<UIViewController>.canBeDismissed
    _ = SurfaceGuardedViewController().overriddenParentViewController
}

// MARK: - 1.10 Extras

@MainActor
func surfaceExtras(productStep: DestinationStep<SurfaceProductViewController, Int>,
                   anyStep: DestinationStep<UIViewController, Any?>,
                   voidStep: DestinationStep<UIViewController, Void>) {
    let destination = Destination(to: productStep, with: 1)
    _ = destination.step // API Destination.step
    _ = destination.context // API Destination.context
    let _: AnyDestination = destination.unwrapped() // API AnyDestination / Destination.unwrapped()
    _ = Destination(to: anyStep) // API Destination.init(to:) Any?
    _ = Destination(to: voidStep) // API Destination.init(to:) Void

    _ = ContextSettingTask<SurfaceProductViewController>() // API ContextSettingTask
    let login = SurfaceLoginViewController()
    login.dismissViewController(with: true, animated: true) { _ in } // API Dismissible.dismissViewController(with:animated:completion:)
    SurfaceAnyDismissibleViewController().dismissViewController(animated: true) // API Dismissible.dismissViewController(animated:completion:) Any?
    SurfaceVoidDismissibleViewController().dismissViewController(animated: false) // API Dismissible.dismissViewController(animated:completion:) Void
    _ = DismissalMethodProvidingContextTask<SurfaceLoginViewController, Any?>(dismissalBlock: { _, _, _, _ in }) // API DismissalMethodProvidingContextTask.init(dismissalBlock:)

    _ = NavigationDelayingInterceptor<Any?>() // API NavigationDelayingInterceptor.init()
    _ = NavigationDelayingInterceptor<Any?>(strategy: .wait, windowProvider: KeyWindowProvider(), logger: nil) // API NavigationDelayingInterceptor.init(strategy:windowProvider:logger:)
    let _: [NavigationDelayingInterceptorStrategy] = [.abort, .wait] // API NavigationDelayingInterceptorStrategy
    _ = InlineInterceptor<Int>(prepare: { _ in }, { _, completion in completion(.success) }) // API InlineInterceptor.init(prepare:_:) asynchronous
    _ = InlineInterceptor<Int> { (_: Int, completion: @escaping (RoutingResult) -> Void) in completion(.success) }
    _ = InlineInterceptor<Int>(prepare: { _ in }, { (_: Int) throws in }) // API InlineInterceptor.init(prepare:_:) synchronous
    _ = InlineInterceptor<Int> { (_: Int) throws in }
    _ = InlineContextTask<SurfaceProductViewController, Int> { viewController, context in viewController.productID = context } // API InlineContextTask.init(_:)
    _ = InlinePostTask<SurfaceProductViewController, Int> { _, _, _ in } // API InlinePostTask.init(_:)
    _ = InlineContextTransformer<String, Int> { Int($0) ?? 0 } // API InlineContextTransformer.init(_:)
}

// MARK: - 1.12 Logging and global defaults

@MainActor
func surfaceDefaults() {
    _ = DefaultLogger() // API DefaultLogger.init()
    _ = DefaultLogger(.verbose) // API DefaultLogger.init(_:)
    #if canImport(os)
    _ = DefaultLogger(.errors, osLog: .default) // API DefaultLogger.init(_:osLog:)
    #endif
    _ = DefaultLogger.LogLevel.allCases // API DefaultLogger.LogLevel: CaseIterable
    let _: [DefaultLogger.LogLevel] = [.verbose, .warnings, .errors] // API DefaultLogger.LogLevel cases
    DefaultLogger().log(.info("message"))
    RouteComposerDefaults.configureWith(logger: DefaultLogger(.warnings), windowProvider: KeyWindowProvider(), // API RouteComposerDefaults.configureWith(...)
                                        containerAdapterLocator: DefaultContainerAdapterLocator(), stackIterator: nil)
    RouteComposerDefaults.configureWith()
    let defaults = RouteComposerDefaults.shared // API RouteComposerDefaults.shared
    _ = defaults.logger // API RouteComposerDefaults.logger
    _ = defaults.containerAdapterLocator // API RouteComposerDefaults.containerAdapterLocator
    _ = defaults.stackIterator // API RouteComposerDefaults.stackIterator
    _ = defaults.windowProvider // API RouteComposerDefaults.windowProvider
}

// Upstream marks these initialisers and protocols nonisolated, so code off the main actor can
// create them, for example to pass to `RouteComposerDefaults.configureWith` from a nonisolated
// app-delegate helper.
nonisolated func surfaceNonisolatedValues() -> (KeyWindowProvider, DefaultContainerAdapterLocator, DefaultLogger) {
    (KeyWindowProvider(), DefaultContainerAdapterLocator(), DefaultLogger(.warnings)) // API nonisolated init()s
}

// MARK: - 1.13 Member types (typealiases, nested types and associated types)
//
// Every public member type upstream 2.22 declares, named as an app names it in its generic
// helpers, and checked to mean what upstream's does: `surfaceSame` only type-checks when both
// arguments are the same type. Nested types that name values (RoutingError.Context,
// InitialControllerErrorState, the actions, the starting points, DefaultLogger.LogLevel) are named
// in the sections above; here they are named as types once more, so this section lists them all.

func surfaceSame<T>(_: T.Type, _: T.Type) {}

@MainActor
func surfaceStepMemberTypes<VC: UIViewController, C>(_ step: DestinationStep<VC, C>) -> DestinationStep<VC, C>.Context.Type {
    surfaceSame(DestinationStep<VC, C>.ViewController.self, VC.self) // API DestinationStep.ViewController
    surfaceSame(DestinationStep<VC, C>.Context.self, C.self) // API DestinationStep.Context
    surfaceSame(GenericStepAssembly<VC, C>.ViewController.self, VC.self) // API GenericStepAssembly.ViewController
    surfaceSame(GenericStepAssembly<VC, C>.Context.self, C.self) // API GenericStepAssembly.Context
    surfaceSame(ActionToStepIntegrator<VC, C>.ViewController.self, VC.self) // API ActionToStepIntegrator.ViewController
    surfaceSame(ActionToStepIntegrator<VC, C>.Context.self, C.self) // API ActionToStepIntegrator.Context
    return C.self
}

/// Upstream's Example names a step's context through the step, as in this helper.
@MainActor
func surfaceNavigate<VC: UIViewController, C>(
    to step: DestinationStep<VC, C>, with context: DestinationStep<VC, C>.Context, router: any Router
) throws {
    try router.navigate(to: step, with: context, animated: false, completion: nil)
}

@MainActor
func surfaceInheritedMemberTypes() {
    typealias Finder = ClassFinder<UIViewController, Int>
    surfaceSame(StepAssembly<Finder, ClassFactory<UIViewController, Int>>.Context.self, Int.self) // API StepAssembly.Context (inherited)
    surfaceSame(StepAssembly<Finder, ClassFactory<UIViewController, Int>>.ViewController.self, UIViewController.self) // API StepAssembly.ViewController (inherited)
    surfaceSame(SingleStep<Finder, ClassFactory<UIViewController, Int>>.Context.self, Int.self) // API SingleStep.Context (inherited)
    surfaceSame(SingleStep<Finder, ClassFactory<UIViewController, Int>>.ViewController.self, UIViewController.self) // API SingleStep.ViewController (inherited)
    typealias NavigationFinder = NilFinder<UINavigationController, Int>
    surfaceSame(SingleContainerStep<NavigationFinder, NavigationControllerFactory<UINavigationController, Int>>.Context.self, Int.self) // API SingleContainerStep.Context (inherited)
    surfaceSame(NavigationControllerStep<UINavigationController, Int>.ViewController.self, UINavigationController.self) // API NavigationControllerStep.ViewController (inherited)
    surfaceSame(TabBarControllerStep<UITabBarController, Int>.ViewController.self, UITabBarController.self) // API TabBarControllerStep.ViewController (inherited)
    surfaceSame(SplitControllerStep<UISplitViewController, Int>.Context.self, Int.self) // API SplitControllerStep.Context (inherited)
}

@MainActor
func surfaceFinderAndFactoryMemberTypes() {
    surfaceSame(ClassFinder<SurfaceProductViewController, Int>.ViewController.self, SurfaceProductViewController.self) // API ClassFinder.ViewController
    surfaceSame(ClassFinder<SurfaceProductViewController, Int>.Context.self, Int.self) // API ClassFinder.Context
    surfaceSame(ClassWithContextFinder<SurfaceProductViewController, Int>.ViewController.self, SurfaceProductViewController.self) // API ClassWithContextFinder.ViewController
    surfaceSame(ClassWithContextFinder<SurfaceProductViewController, Int>.Context.self, Int.self) // API ClassWithContextFinder.Context
    surfaceSame(NilFinder<UIViewController, Int>.ViewController.self, UIViewController.self) // API NilFinder.ViewController
    surfaceSame(NilFinder<UIViewController, Int>.Context.self, Int.self) // API NilFinder.Context
    surfaceSame(InstanceFinder<UIViewController, Int>.ViewController.self, UIViewController.self) // API InstanceFinder.ViewController
    surfaceSame(InstanceFinder<UIViewController, Int>.Context.self, Int.self) // API InstanceFinder.Context
    surfaceSame(DetailsNavigationFinder<Int>.ViewController.self, UINavigationController.self) // API DetailsNavigationFinder.ViewController
    surfaceSame(DetailsNavigationFinder<Int>.Context.self, Int.self) // API DetailsNavigationFinder.Context
    surfaceSame(PresentingFinder<Int>.ViewController.self, UIViewController.self) // API PresentingFinder.ViewController (inferred upstream)
    surfaceSame(PresentingFinder<Int>.Context.self, Int.self) // API PresentingFinder.Context (inferred upstream)
    surfaceSame(PresentingFinder<Int>.StartingPoint.self, PresentingFinder<Int>.StartingPoint.self) // API PresentingFinder.StartingPoint (type)
    surfaceSame(InlineStackIteratingFinder<UIViewController, Int>.ViewController.self, UIViewController.self) // API InlineStackIteratingFinder.ViewController
    surfaceSame(InlineStackIteratingFinder<UIViewController, Int>.Context.self, Int.self) // API InlineStackIteratingFinder.Context
    surfaceSame(DefaultStackIterator.StartingPoint.self, DefaultStackIterator.StartingPoint.self) // API DefaultStackIterator.StartingPoint (type)

    surfaceSame(ClassFactory<UIViewController, Int>.ViewController.self, UIViewController.self) // API ClassFactory.ViewController
    surfaceSame(ClassFactory<UIViewController, Int>.Context.self, Int.self) // API ClassFactory.Context
    surfaceSame(NilFactory<UIViewController, Int>.ViewController.self, UIViewController.self) // API NilFactory.ViewController
    surfaceSame(NilFactory<UIViewController, Int>.Context.self, Int.self) // API NilFactory.Context
    surfaceSame(StoryboardFactory<UIViewController, Int>.ViewController.self, UIViewController.self) // API StoryboardFactory.ViewController
    surfaceSame(StoryboardFactory<UIViewController, Int>.Context.self, Int.self) // API StoryboardFactory.Context
    surfaceSame(InlineFactory<UIViewController, Int>.ViewController.self, UIViewController.self) // API InlineFactory.ViewController
    surfaceSame(InlineFactory<UIViewController, Int>.Context.self, Int.self) // API InlineFactory.Context
    surfaceSame(FinderFactory<ClassFinder<UIViewController, Int>>.ViewController.self, UIViewController.self) // API FinderFactory.ViewController
    surfaceSame(FinderFactory<ClassFinder<UIViewController, Int>>.Context.self, Int.self) // API FinderFactory.Context
    surfaceSame(NavigationControllerFactory<UINavigationController, Int>.ViewController.self, UINavigationController.self) // API NavigationControllerFactory.ViewController
    surfaceSame(NavigationControllerFactory<UINavigationController, Int>.Context.self, Int.self) // API NavigationControllerFactory.Context
    surfaceSame(TabBarControllerFactory<UITabBarController, Int>.ViewController.self, UITabBarController.self) // API TabBarControllerFactory.ViewController
    surfaceSame(TabBarControllerFactory<UITabBarController, Int>.Context.self, Int.self) // API TabBarControllerFactory.Context
    surfaceSame(SplitControllerFactory<UISplitViewController, Int>.ViewController.self, UISplitViewController.self) // API SplitControllerFactory.ViewController
    surfaceSame(SplitControllerFactory<UISplitViewController, Int>.Context.self, Int.self) // API SplitControllerFactory.Context
    typealias Navigation = NavigationControllerFactory<UINavigationController, Int>
    surfaceSame(CompleteFactory<Navigation>.ViewController.self, UINavigationController.self) // API CompleteFactory.ViewController
    surfaceSame(CompleteFactory<Navigation>.Context.self, Int.self) // API CompleteFactory.Context
}

@MainActor
func surfaceActionAndTaskMemberTypes() {
    typealias Push = NavigationControllerActions.PushAction<UINavigationController>
    surfaceSame(Push.ViewController.self, UINavigationController.self) // API NavigationControllerActions.PushAction.ViewController (inferred upstream)
    surfaceSame(NavigationControllerActions.PushAsRootAction<UINavigationController>.ViewController.self, UINavigationController.self) // API PushAsRootAction.ViewController
    surfaceSame(NavigationControllerActions.PushReplacingLastAction<UINavigationController>.ViewController.self, UINavigationController.self) // API PushReplacingLastAction.ViewController
    surfaceSame(TabBarControllerActions.AddTabAction<UITabBarController>.ViewController.self, UITabBarController.self) // API AddTabAction.ViewController
    surfaceSame(SplitViewControllerActions.SetAsMasterAction<UISplitViewController>.ViewController.self, UISplitViewController.self) // API SetAsMasterAction.ViewController
    surfaceSame(SplitViewControllerActions.PushToDetailsAction<UISplitViewController>.ViewController.self, UISplitViewController.self) // API PushToDetailsAction.ViewController
    surfaceSame(SplitViewControllerActions.PushOnToDetailsAction<UISplitViewController>.ViewController.self, UISplitViewController.self) // API PushOnToDetailsAction.ViewController
    typealias Present = ViewControllerActions.PresentModallyAction
    surfaceSame(Present.ViewController.self, UIViewController.self) // API PresentModallyAction.ViewController (inferred upstream)
    surfaceSame(Present.ModalPresentationStartingPoint.self, Present.ModalPresentationStartingPoint.self) // API PresentModallyAction.ModalPresentationStartingPoint (type)
    surfaceSame(ViewControllerActions.ReplaceRootAction.ViewController.self, UIViewController.self) // API ReplaceRootAction.ViewController (inferred upstream)
    surfaceSame(ViewControllerActions.NilAction.ViewController.self, UIViewController.self) // API NilAction.ViewController (inferred upstream)
    surfaceSame(CATransactionWrappedAction<Present>.ViewController.self, UIViewController.self) // API CATransactionWrappedAction.ViewController
    surfaceSame(CATransactionWrappedContainerAction<Push>.ViewController.self, UINavigationController.self) // API CATransactionWrappedContainerAction.ViewController
    surfaceSame(DispatchQueueWrappedAction<Present>.ViewController.self, UIViewController.self) // API DispatchQueueWrappedAction.ViewController
    surfaceSame(DispatchQueueWrappedContainerAction<Push>.ViewController.self, UINavigationController.self) // API DispatchQueueWrappedContainerAction.ViewController

    surfaceSame(InlineContextTask<UIViewController, Int>.ViewController.self, UIViewController.self) // API InlineContextTask.ViewController (inferred upstream)
    surfaceSame(InlineContextTask<UIViewController, Int>.Context.self, Int.self) // API InlineContextTask.Context (inferred upstream)
    surfaceSame(InlinePostTask<UIViewController, Int>.ViewController.self, UIViewController.self) // API InlinePostTask.ViewController (inferred upstream)
    surfaceSame(InlinePostTask<UIViewController, Int>.Context.self, Int.self) // API InlinePostTask.Context (inferred upstream)
    surfaceSame(ContextSettingTask<SurfaceProductViewController>.ViewController.self, SurfaceProductViewController.self) // API ContextSettingTask.ViewController (inferred upstream)
    surfaceSame(ContextSettingTask<SurfaceProductViewController>.Context.self, Int.self) // API ContextSettingTask.Context (inferred upstream)
    typealias DismissalTask = DismissalMethodProvidingContextTask<SurfaceLoginViewController, Int>
    surfaceSame(DismissalTask.ViewController.self, SurfaceLoginViewController.self) // API DismissalMethodProvidingContextTask.ViewController (inferred upstream)
    surfaceSame(DismissalTask.Context.self, Int.self) // API DismissalMethodProvidingContextTask.Context (inferred upstream)
    surfaceSame(InlineInterceptor<Int>.Context.self, Int.self) // API InlineInterceptor.Context (inferred upstream)
    surfaceSame(NavigationDelayingInterceptor<Int>.Context.self, Int.self) // API NavigationDelayingInterceptor.Context (inferred upstream)
    surfaceSame(InlineContextTransformer<String, Int>.SourceContext.self, String.self) // API InlineContextTransformer.SourceContext (inferred upstream)
    surfaceSame(InlineContextTransformer<String, Int>.TargetContext.self, Int.self) // API InlineContextTransformer.TargetContext (inferred upstream)
}

@MainActor
func surfaceOtherMemberTypes() {
    surfaceSame(NavigationControllerAdapter<UINavigationController>.Container.self, UINavigationController.self) // API NavigationControllerAdapter.Container (inferred upstream)
    surfaceSame(TabBarControllerAdapter<UITabBarController>.Container.self, UITabBarController.self) // API TabBarControllerAdapter.Container (inferred upstream)
    surfaceSame(SplitControllerAdapter<UISplitViewController>.Container.self, UISplitViewController.self) // API SplitControllerAdapter.Container (inferred upstream)
    surfaceSame(RoutingError.Context.self, RoutingError.Context.self) // API RoutingError.Context (type)
    surfaceSame(RoutingError.InitialControllerErrorState.self, RoutingError.InitialControllerErrorState.self) // API RoutingError.InitialControllerErrorState (type)
    surfaceSame(DefaultLogger.LogLevel.self, DefaultLogger.LogLevel.self) // API DefaultLogger.LogLevel (type)
    surfaceSame(AnyDestination.self, Destination<UIViewController, Any?>.self) // API AnyDestination
}

// The associated types of upstream's public protocols, named through a generic parameter.
func surfaceFinderAssociatedTypes<F: Finder>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API Finder.ViewController / Finder.Context
func surfaceStackIteratingFinderAssociatedTypes<F: StackIteratingFinder>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API StackIteratingFinder.ViewController / .Context
func surfaceAbstractFactoryAssociatedTypes<F: AbstractFactory>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API AbstractFactory.ViewController / .Context
func surfaceFactoryAssociatedTypes<F: Factory>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API Factory.ViewController / .Context
func surfaceContainerFactoryAssociatedTypes<F: ContainerFactory>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API ContainerFactory.ViewController / .Context
func surfaceSimpleContainerFactoryAssociatedTypes<F: SimpleContainerFactory>(_: F) -> (F.ViewController.Type, F.Context.Type) { (F.ViewController.self, F.Context.self) } // API SimpleContainerFactory.ViewController / .Context
func surfaceActionAssociatedTypes<A: AbstractAction>(_: A) -> A.ViewController.Type { A.ViewController.self } // API AbstractAction.ViewController
func surfaceContextTaskAssociatedTypes<T: ContextTask>(_: T) -> (T.ViewController.Type, T.Context.Type) { (T.ViewController.self, T.Context.self) } // API ContextTask.ViewController / .Context
func surfacePostTaskAssociatedTypes<T: PostRoutingTask>(_: T) -> (T.ViewController.Type, T.Context.Type) { (T.ViewController.self, T.Context.self) } // API PostRoutingTask.ViewController / .Context
func surfaceInterceptorAssociatedTypes<I: RoutingInterceptor>(_: I) -> I.Context.Type { I.Context.self } // API RoutingInterceptor.Context
func surfaceTransformerAssociatedTypes<T: ContextTransformer>(_: T) -> (T.SourceContext.Type, T.TargetContext.Type) { (T.SourceContext.self, T.TargetContext.self) } // API ContextTransformer.SourceContext / .TargetContext
func surfaceAdapterAssociatedTypes<A: ConcreteContainerAdapter>(_: A) -> A.Container.Type { A.Container.self } // API ConcreteContainerAdapter.Container
func surfaceContextCheckingAssociatedTypes<C: ContextChecking>(_: C) -> C.Context.Type { C.Context.self } // API ContextChecking.Context
func surfaceContextAcceptingAssociatedTypes<C: ContextAccepting>(_: C) -> C.Context.Type { C.Context.self } // API ContextAccepting.Context
func surfaceDismissibleAssociatedTypes<D: Dismissible>(_: D) -> D.DismissalTargetContext.Type { D.DismissalTargetContext.self } // API Dismissible.DismissalTargetContext
