/// Builds a step that chooses, at navigation time, which chain leads on towards the origin:
/// "if a navigation controller is visible push there, otherwise present a new one".
///
/// Cases are tried in the order they were added, with the context the navigation has when the
/// router reaches the switch (after any context conversion on the way), and only if it reaches
/// it. The first case that yields a chain wins.
@MainActor
public final class SwitchAssembly<ViewController: UIViewController, Context> {
    private var resolvers: [(AnyContext) -> StepLink?] = []
    // Kept beside the resolvers, in the same order, so a navigation graph can show the cases.
    private var cases: [SwitchCase] = []

    /// Creates an empty switch.
    public init() {}

    /// Adds a case decided by a closure over the context; returning nil passes to the next case.
    /// A context of another type passes too.
    @discardableResult
    public func addCase(_ resolver: @escaping (_: Context) -> DestinationStep<ViewController, Context>?) -> Self {
        resolvers.append { context in
            guard let typed = context.value as? Context else { return nil }
            return resolver(typed)?.head
        }
        cases.append(SwitchCase(condition: "when the context closure returns a chain", outcome: .decidedAtNavigation))
        return self
    }

    /// Adds a case taken when `finder` finds something; its errors count as "not found".
    @discardableResult
    public func addCase<F: Finder>(when finder: F, from step: DestinationStep<ViewController, Context>) -> Self where F.Context == Context {
        resolvers.append { context in
            guard let typed = context.value as? Context, (try? finder.findViewController(with: typed)) != nil else { return nil }
            return step.head
        }
        cases.append(SwitchCase(condition: "when \(typeName(F.self)) finds", outcome: .chain(step.head)))
        return self
    }

    /// Adds a case taken when `condition` is true, evaluated at every navigation.
    @discardableResult
    public func addCase(when condition: @autoclosure @escaping () -> Bool, from step: DestinationStep<ViewController, Context>) -> Self {
        resolvers.append { _ in condition() ? step.head : nil }
        cases.append(SwitchCase(condition: "when the condition holds", outcome: .chain(step.head)))
        return self
    }

    /// Adds a case taken when `condition` accepts the context.
    @discardableResult
    public func addCase(when condition: @escaping (_: Context) -> Bool, from step: DestinationStep<ViewController, Context>) -> Self {
        resolvers.append { context in
            guard let typed = context.value as? Context, condition(typed) else { return nil }
            return step.head
        }
        cases.append(SwitchCase(condition: "when the context matches", outcome: .chain(step.head)))
        return self
    }

    /// Adds a case that starts from the controller `finder` finds, when it finds one.
    @discardableResult
    public func addCase<F: Finder>(from finder: F) -> Self where F.ViewController == ViewController, F.Context == Context {
        addFinderCase(finder)
    }

    /// The chain: nil when no case applies, which ends the walk there.
    public func assemble() -> DestinationStep<ViewController, Context> {
        DestinationStep(
            head: SwitchStep(
                resolvers: resolvers, description: description, cases: cases,
                viewControllerType: ViewController.self))
    }

    /// The chain, with `defaultStep` when no case applies.
    public func assemble(default defaultStep: @escaping () -> DestinationStep<ViewController, Context>) -> DestinationStep<ViewController, Context> {
        // The closure is the app's and may be costly or stateful, so a graph does not call it.
        DestinationStep(
            head: SwitchStep(
                resolvers: resolvers + [{ _ in defaultStep().head }], description: description,
                cases: cases + [SwitchCase(condition: "by default", outcome: .decidedAtNavigation)],
                viewControllerType: ViewController.self))
    }

    /// The chain, with `defaultStep` when no case applies.
    public func assemble(default defaultStep: DestinationStep<ViewController, Context>) -> DestinationStep<ViewController, Context> {
        DestinationStep(
            head: SwitchStep(
                resolvers: resolvers + [{ _ in defaultStep.head }], description: description,
                cases: cases + [SwitchCase(condition: "by default", outcome: .chain(defaultStep.head))],
                viewControllerType: ViewController.self))
    }

    fileprivate func addFinderCase<F: Finder>(_ finder: F) -> Self where F.Context == Context {
        resolvers.append { context in
            guard let typed = context.value as? Context, let found = try? finder.findViewController(with: typed) else { return nil }
            return OriginStep(
                source: .custom(FinderBox.returning(found)),
                descriptor: StepDescriptor(
                    viewControllerType: typeName(F.ViewController.self), contextType: typeName(Context.self),
                    finderType: typeName(F.self)),
                viewControllerType: F.ViewController.self)
        }
        cases.append(
            SwitchCase(
                condition: "when \(typeName(F.self)) finds",
                outcome: .foundBy(finderType: typeName(F.self), viewControllerType: F.ViewController.self)))
        return self
    }

    private var description: String {
        "SwitchAssembly<\(typeName(ViewController.self)), \(typeName(Context.self))> with \(resolvers.count) cases"
    }
}

extension SwitchAssembly where ViewController: ContainerViewController {
    /// Adds a case that starts from the container `finder` finds, whatever its exact type.
    @discardableResult
    public func addCase<F: Finder>(expecting finder: F) -> Self where F.Context == Context {
        addFinderCase(finder)
    }
}
