/// An action with its types erased.
@MainActor
struct ActionBox {
    enum Kind {
        /// Integrates on its own.
        case plain
        /// Adds to a container; can also place into a proposed array of children.
        case container
    }

    let typeName: String
    let kind: Kind
    /// True for actions that replace the window's root, which removes everything on screen.
    let replacesRoot: Bool
    /// The type of controller the action integrates into (a container action's container type),
    /// for checking a configuration without running it.
    let targetType: UIViewController.Type
    /// How a navigation graph labels the action and where it leaves its controller.
    let graphTraits: GraphActionTraits
    /// What the action will remove when it integrates a controller into another, where it knows.
    let predictRemovals: (UIViewController, UIViewController) -> [UIViewController]
    /// True for a built-in action that takes nothing off the screen, false for an app's own.
    let removesNothing: Bool
    /// True when ``predictRemovals`` is the action's own prediction rather than a guess of none.
    let predictsRemovals: Bool
    /// True when a controller is of the type the action works on (a container action's container type).
    private let isOfTargetType: (UIViewController) -> Bool
    /// True when controllers of a type are ones the action works on.
    private let acceptsType: (UIViewController.Type) -> Bool
    /// Places a controller into proposed children (container actions only).
    private(set) var embed: ((UIViewController, inout [UIViewController]) throws -> Void)?
    /// The step this action integrates, once the planner has placed it: an action does not know
    /// its step's position, which depends on the walk from the destination.
    private var stepLocation: RoutingErrorLocation?
    private let performAction: (UIViewController, UIViewController, Bool, @escaping (RoutingResult) -> Void) -> Void

    init<A: Action>(_ action: A) {
        typeName = RouteComposer.typeName(A.self)
        kind = .plain
        replacesRoot = action is RootReplacingAction
        targetType = A.ViewController.self
        graphTraits = graphActionTraits(A.self)
        predictRemovals = Self.removalPrediction(of: action)
        removesNothing = (action as? RemovalFree)?.removesNothing == true
        predictsRemovals = action is RemovalPredicting
        isOfTargetType = { $0 is A.ViewController }
        acceptsType = { $0 is A.ViewController.Type }
        embed = nil
        performAction = { viewController, existing, animated, completion in
            guard let typed = existing as? A.ViewController else {
                completion(
                    .failure(
                        RoutingError.typeMismatch(
                            type: type(of: existing), expectedType: A.ViewController.self,
                            .init(
                                "\(RouteComposer.typeName(A.self)) integrates into \(RouteComposer.typeName(A.ViewController.self)), but the previous step produced \(existing)."
                            ))))
                return
            }
            action.perform(with: viewController, on: typed, animated: animated, completion: completion)
        }
    }

    init<A: ContainerAction>(_ action: A) {
        typeName = RouteComposer.typeName(A.self)
        kind = .container
        replacesRoot = false
        targetType = A.ViewController.self
        graphTraits = graphActionTraits(A.self)
        predictRemovals = Self.removalPrediction(of: action)
        removesNothing = (action as? RemovalFree)?.removesNothing == true
        predictsRemovals = action is RemovalPredicting
        isOfTargetType = { $0 is A.ViewController }
        acceptsType = { $0 is A.ViewController.Type }
        embed = { viewController, children in try action.perform(embedding: viewController, in: &children) }
        performAction = { viewController, container, animated, completion in
            guard let typed = container as? A.ViewController else {
                completion(
                    .failure(
                        RoutingError.typeMismatch(
                            type: type(of: container), expectedType: A.ViewController.self,
                            .init("\(RouteComposer.typeName(A.self)) needs a \(RouteComposer.typeName(A.ViewController.self)), but got \(container)."))))
                return
            }
            action.perform(with: viewController, on: typed, animated: animated, completion: completion)
        }
    }

    private static func removalPrediction(of action: Any) -> (UIViewController, UIViewController) -> [UIViewController] {
        guard let predicting = action as? RemovalPredicting else { return { _, _ in [] } }
        return { viewController, existing in predicting.predictedRemovals(integrating: viewController, into: existing) }
    }

    /// True when a container of `containerType` is what this container action adds to.
    func canEmbed(into containerType: UIViewController.Type) -> Bool {
        kind == .container && acceptsType(containerType)
    }

    /// The controller a container action acts on: `existing` itself or its nearest ancestor of the
    /// action's container type. For a plain action, `existing`.
    func target(for existing: UIViewController) -> UIViewController? {
        guard kind == .container else { return existing }
        var candidate: UIViewController? = existing
        while let current = candidate {
            if isOfTargetType(current) { return current }
            candidate = current.parent
        }
        return nil
    }

    /// The same action, blaming its failures on itself at the step of `location`, in the
    /// integration phase.
    func placed(at location: RoutingErrorLocation) -> ActionBox {
        var placed = self
        placed.stepLocation = location
        if let embed {
            let integration = location.naming(typeName, in: .integration)
            let name = typeName
            placed.embed = { viewController, children in
                try attributingErrors(to: name, at: integration) { try embed(viewController, &children) }
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
        let stepLocation = stepLocation
        let name = typeName
        performAction(viewController, existing, animated) { result in
            guard case .failure = result else {
                completion(result)
                return
            }
            // Described only for a failure: describing a controller costs more than the rest of
            // an integration's bookkeeping, and a success names no controller.
            let location = stepLocation?.naming(name, in: .integration, viewController: "\(existing)")
            completion(result.attributed(to: name, at: location))
        }
    }
}
