/// An action with its types erased.
@MainActor
package struct ActionBox {
    package enum Kind {
        /// Integrates on its own.
        case plain
        /// Adds to a container; can also place into a proposed array of children.
        case container
    }

    /// What the action is, fixed when it is boxed: kept in one object, so that the planner's
    /// placed copy of the box and every copy after it cost a retain, not a retain of each closure.
    @MainActor
    private final class Core {
        let typeName: String
        let kind: Kind
        let targetType: UIViewController.Type
        let traits: ActionTraits
        let isOfTargetType: (UIViewController) -> Bool
        let acceptsType: (UIViewController.Type) -> Bool
        let performAction: (UIViewController, UIViewController, Bool, @escaping (RoutingResult) -> Void) -> Void

        init<A: AbstractAction>(
            _ action: A, kind: Kind,
            performAction: @escaping (UIViewController, UIViewController, Bool, @escaping (RoutingResult) -> Void) -> Void
        ) {
            typeName = LibraryTypeName.of(A.self)
            self.kind = kind
            targetType = A.ViewController.self
            traits = ActionTraits.of(action)
            isOfTargetType = { $0 is A.ViewController }
            acceptsType = { $0 is A.ViewController.Type }
            self.performAction = performAction
        }
    }

    private let core: Core

    package var typeName: String { core.typeName }
    package var kind: Kind { core.kind }
    /// True for actions that replace the window's root, which removes everything on screen.
    var replacesRoot: Bool { core.traits.replacesRoot }
    /// The type of controller the action integrates into (a container action's container type),
    /// for checking a configuration without running it.
    package var targetType: UIViewController.Type { core.targetType }
    /// How a navigation graph labels the action and where it leaves its controller.
    package var graphTraits: GraphActionTraits {
        GraphActionTraits(label: core.traits.graphLabel, leavesWithoutParent: core.traits.leavesWithoutParent)
    }
    /// What the action takes off the screen when it integrates a controller, where it knows.
    var removals: ActionTraits.Removals { core.traits.removals }
    /// What the action will take off the screen integrating a controller into another, where it
    /// predicts it; empty otherwise.
    func predictedRemovals(integrating viewController: UIViewController, into existing: UIViewController) -> [UIViewController] {
        guard case .predicted(let prediction) = removals else { return [] }
        return prediction(viewController, existing)
    }
    /// True for an action known to take nothing off the screen.
    var removesNothing: Bool {
        if case .nothing = removals { return true }
        return false
    }
    /// Places a controller into proposed children (container actions only).
    private(set) var embed: ((UIViewController, inout [UIViewController]) throws -> Void)?
    /// The step this action integrates and its position, once the planner has placed it: an
    /// action does not know its step's position, which depends on the walk from the destination.
    /// The location is made from them only for a failure.
    private var placement: (descriptor: StepDescriptor, index: Int)?

    package init<A: Action>(_ action: A) {
        self.init(plain: action)
    }

    private init<A: AbstractAction>(plain action: A) {
        core = Core(action, kind: .plain) { viewController, existing, animated, completion in
            guard let typed = existing as? A.ViewController else {
                completion(
                    .failure(
                        RoutingError.typeMismatch(
                            type: type(of: existing), expectedType: A.ViewController.self,
                            .init(
                                "\(LibraryTypeName.of(A.self)) integrates into \(LibraryTypeName.of(A.ViewController.self)), but the previous step produced \(existing)."
                            ))))
                return
            }
            action.perform(with: viewController, on: typed, animated: animated, completion: completion)
        }
        embed = nil
    }

    package init<A: ContainerAction>(_ action: A) {
        core = Core(action, kind: .container) { viewController, container, animated, completion in
            guard let typed = container as? A.ViewController else {
                completion(
                    .failure(
                        RoutingError.typeMismatch(
                            type: type(of: container), expectedType: A.ViewController.self,
                            .init("\(LibraryTypeName.of(A.self)) needs a \(LibraryTypeName.of(A.ViewController.self)), but got \(container)."))))
                return
            }
            action.perform(with: viewController, on: typed, animated: animated, completion: completion)
        }
        embed = { viewController, children in try action.perform(embedding: viewController, in: &children) }
    }

    /// `action` boxed as what it is: a container action if it is one (1.x's push is both), a
    /// plain action otherwise.
    init<A: AbstractAction>(integrating action: A) {
        if let container = action as? any ContainerAction {
            self.init(container)
        } else {
            self.init(plain: action)
        }
    }

    /// True when a container of `containerType` is what this container action adds to.
    func canEmbed(into containerType: UIViewController.Type) -> Bool {
        kind == .container && core.acceptsType(containerType)
    }

    /// The controller a container action acts on: `existing` itself or its nearest ancestor of the
    /// action's container type. For a plain action, `existing`.
    func target(for existing: UIViewController) -> UIViewController? {
        guard kind == .container else { return existing }
        var candidate: UIViewController? = existing
        while let current = candidate {
            if core.isOfTargetType(current) { return current }
            candidate = current.parent
        }
        return nil
    }

    /// The same action, blaming its failures on itself at the step `descriptor` describes, at
    /// `index`, in the integration phase.
    func placed(at descriptor: StepDescriptor, index: Int) -> ActionBox {
        var placed = self
        placed.placement = (descriptor, index)
        if let embed {
            let name = typeName
            placed.embed = { viewController, children in
                try attributingErrors(to: name, at: descriptor.location(.integration, index: index).naming(name)) {
                    try embed(viewController, &children)
                }
            }
        }
        return placed
    }

    /// Integrates `viewController` into `existing`. A failure names this action and, once placed,
    /// its step, with `existing` as the controller involved.
    func perform(
        with viewController: UIViewController, on existing: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        let placement = placement
        let name = typeName
        core.performAction(viewController, existing, animated) { result in
            guard case .failure = result else {
                completion(result)
                return
            }
            // Described only for a failure, the only result that names the controller.
            let location = placement.map { step in
                step.descriptor.location(.integration, index: step.index, viewController: existing).naming(name)
            }
            completion(result.attributed(to: name, at: location))
        }
    }
}
