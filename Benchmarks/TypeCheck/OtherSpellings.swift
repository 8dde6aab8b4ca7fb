// Spellings Configuration100.swift does not use, one destination each: function-form shorthands,
// the other finders and factories, an app's own finder and factory, and containers inside
// containers. measure.sh reports its solver scopes beside the configuration's, so that a change
// speeding up the configuration by making the solver prefer some overloads shows what it costs
// the configurations that need the others.
import RouteComposer

final class OtherScreen: UIViewController {}

struct OtherScreenFactory: Factory {
    func build(with context: String) throws -> OtherScreen { OtherScreen() }
}

struct OtherScreenFinder: Finder {
    func findViewController(with context: String) throws -> OtherScreen? { nil }
}

@MainActor
enum OtherSpellings {
    static var tabInNavigation: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.push).from(.navigationController).using(.addTab)
            .from(.tabBarController).using(.replaceRoot).from(.root).assemble()
    }
    static var tabAroundNavigation: DestinationStep<UINavigationController, String> {
        ChainAssembly.from(NavigationControllerStep<UINavigationController, String>()).using(.addTab).from(.tabBarController).using(.present)
            .from(.current).assemble()
    }
    static var explicitActions: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.push).from(.navigationController)
            .using(UITabBarController.add()).from(TabBarControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
    }
    static var splitDetails: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.push).from(.navigationController)
            .using(.pushOnToDetails).from(.splitViewController).using(.present).from(.current).assemble()
    }
    static var presentedAsSheet: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.present(presentationStyle: .formSheet)).from(.current)
            .assemble()
    }
    static var sheetInOtherWindow: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.push).from(.navigationController)
            .using(.present(presentationStyle: .formSheet)).from(.current(windowProvider: KeyWindowProvider())).assemble()
    }
    static var explicitTypes: DestinationStep<OtherScreen, String> {
        StepAssembly(finder: ClassFinder<OtherScreen, String>(), factory: ClassFactory<OtherScreen, String>()).using(UINavigationController.push())
            .from(NavigationControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
    }
    static var primaryInTab: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.classFactory).using(.setAsPrimary).from(.splitViewController).using(.addTab)
            .from(.tabBarController).using(.replaceRoot).from(.root).assemble()
    }
    static var knownInstance: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.instanceFinder(instance: OtherScreen())).factory(.nilFactory).from(GeneralStep.current()).assemble()
    }
    static var builtByClosure: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.build { _ in OtherScreen() }).using(.push).from(.navigationController)
            .using(.present).from(.current).assemble()
    }
    static var navigationFactory: DestinationStep<UINavigationController, String> {
        StepAssembler<UINavigationController, String>().finder(.classFinder).factory(.navigationControllerFactory()).using(.present).from(.current)
            .assemble()
    }
    static var ownFactory: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(OtherScreenFactory()).using(.push).from(.navigationController).using(.present)
            .from(.current).assemble()
    }
    static var ownFinder: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(OtherScreenFinder()).factory(.classFactory).using(.push).from(.navigationController).using(.present)
            .from(.current).assemble()
    }
    static var storyboard: DestinationStep<OtherScreen, String> {
        StepAssembler<OtherScreen, String>().finder(.classFinder).factory(.storyboardFactory(name: "Main")).using(.present).from(.current).assemble()
    }
}
