import HeadlessUIKit
import RouteComposer

/// The router's side of every case, written with the assembly DSL the way an app writes its
/// configuration (compare `Example/Configuration/ShopConfiguration.swift`).
@MainActor
enum Destinations {
    /// The tab bar at the window's root: Home, Catalog in a navigation controller, Cart. Found on
    /// screen in every case; the factory is what an app would need to build it.
    static var tabs: DestinationStep<UITabBarController, Any?> {
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
            .with(ClassFactory<HomeViewController, Any?>())
            .with(CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                .with(ClassFactory<CatalogViewController, Any?>())
                .assemble())
            .with(ClassFactory<CartViewController, Any?>())
            .assemble()
        return StepAssembler<UITabBarController, Any?>()
            .finder(.classFinder(options: .current, startingPoint: .root))
            .factory(factory)
            .using(.replaceRoot)
            .from(.root)
            .assemble()
    }

    /// The catalog tab, found in the tab bar.
    static var catalog: DestinationStep<CatalogViewController, Any?> {
        StepAssembler<CatalogViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    /// Cases (a) and (b): a product pushed into the catalog tab's navigation controller, three
    /// steps (product, catalog, tab bar).
    static var product: DestinationStep<ProductViewController, Any?> {
        StepAssembler<ProductViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(catalog.expectingContainer() as DestinationStep<UINavigationController, Any?>)
            .assemble()
    }

    /// Case (c): settings in a new navigation controller, presented from the window's root, so
    /// whatever covers the root is dismissed first.
    static var settings: DestinationStep<SettingsViewController, Any?> {
        StepAssembler<SettingsViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.root)
            .assemble()
    }

    /// The navigation controller on screen, for the pushes.
    static var stack: DestinationStep<UINavigationController, Any?> {
        StepAssembler<UINavigationController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
    }

    /// Case (d) and the pushes onto deep stacks: a new detail screen every time (a nil finder, as
    /// for any screen that may be shown more than once), pushed onto the stack on screen.
    static var detail: DestinationStep<DetailViewController, Any?> {
        StepAssembler<DetailViewController, Any?>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .using(.push)
            .from(stack)
            .assemble()
    }

    /// The finder cases: the one target controller of a deep stack, found where it is and made
    /// visible (popped to when it is not on top).
    static var target: DestinationStep<TargetViewController, Any?> {
        StepAssembler<TargetViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(stack)
            .assemble()
    }
}

/// Every destination assembled once, as an app that keeps its configuration in `static let`s
/// does: the cases time the router, not the DSL. "(a) assembled each time" times both.
@MainActor
enum Assembled {
    static let product = Destinations.product
    static let settings = Destinations.settings
    static let detail = Destinations.detail
    static let target = Destinations.target
}
