/// The steps every chain can start from.
@MainActor
public enum GeneralStep {
    /// Starts from the root controller of the provider's window; navigation fails when there is none.
    public static func root<C>(windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider) -> DestinationStep<UIViewController, C> {
        DestinationStep(head: OriginStep(source: .root(windowProvider), descriptor: originDescriptor("root", C.self)))
    }

    /// Starts from the topmost controller presented in the provider's window (skipping one being
    /// dismissed); navigation fails when there is none.
    public static func current<C>(windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider) -> DestinationStep<UIViewController, C> {
        DestinationStep(head: OriginStep(source: .current(windowProvider), descriptor: originDescriptor("current", C.self)))
    }

    /// Starts from the controller `finder` finds; navigation fails when it finds none.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> {
        let descriptor = StepDescriptor(
            viewControllerType: typeName(F.ViewController.self), contextType: typeName(F.Context.self),
            finderType: typeName(F.self))
        guard let box = FinderBox(finder) else {
            // A finder that never finds makes a chain that can never start; say so at navigation time.
            return DestinationStep(
                head: OriginStep(source: .custom(FinderBox.neverFinding(typeName(F.self))), descriptor: descriptor, viewControllerType: F.ViewController.self))
        }
        return DestinationStep(head: OriginStep(source: .custom(box), descriptor: descriptor, viewControllerType: F.ViewController.self))
    }

    private static func originDescriptor(_ name: String, _ context: Any.Type) -> StepDescriptor {
        StepDescriptor(viewControllerType: "UIViewController", contextType: typeName(context), finderType: "GeneralStep.\(name)")
    }
}
