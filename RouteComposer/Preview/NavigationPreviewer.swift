/// Turns the plan of phase 1 into a ``NavigationPreview``, predicting what phase 2 will dismiss,
/// reveal and remove from the hierarchy as it is now. Reads the hierarchy; changes nothing.
@MainActor
struct NavigationPreviewer {
    let handler: StackPresentationHandler
    let locator: ContainerAdapterLocator

    /// Where reveals look for containers: the standard handler walks with its own locator.
    private var revealLocator: ContainerAdapterLocator {
        (handler as? DefaultStackPresentationHandler)?.containerAdapterLocator ?? locator
    }

    /// The unknown removal of an app's own handler, which may dismiss and reveal as it likes.
    private var handlerUnknowns: [String] {
        handler is DefaultStackPresentationHandler ? [] : ["clearing the way with \(typeName(type(of: handler)))"]
    }

    func preview(of plan: NavigationPlan, origin: UIViewController, destination: String) -> NavigationPreview {
        let dismissed = origin.presentedChain
        let reveals = revealsUncovering(origin)
        var leaving = LeavingSet()
        leaving.add(dismissed)
        leaving.add(reveals.flatMap(\.popped))
        var builds: [NavigationPreview.Build] = []
        for (position, build) in plan.builds.enumerated() {
            let removal = removal(of: build, first: position == 0, origin: origin, revealing: reveals.map(\.container), leaving: &leaving)
            builds.append(describe(build, removal: removal))
        }
        let unknown = handlerUnknowns + builds.flatMap(\.removal.unknown)
        return NavigationPreview(
            destination: destination, origin: ControllerReference(origin), originStep: plan.originStep,
            dismissed: dismissed.map(ControllerReference.init),
            revealed: reveals.map(\.reference), builds: builds,
            interceptors: plan.interceptors.map(\.typeName),
            originContextTasks: plan.originContextTasks.map(\.typeName),
            originPostTasks: plan.originPostTasks.map(\.typeName),
            leaving: NavigationPreview.Removal(controllers: leaving.references, unknown: unknown))
    }

    // MARK: Revealing

    private struct PendingReveal {
        let container: UIViewController
        let child: UIViewController
        let popped: [UIViewController]

        @MainActor var reference: NavigationPreview.Reveal {
            NavigationPreview.Reveal(
                container: ControllerReference(container), child: ControllerReference(child),
                popped: popped.map(ControllerReference.init))
        }
    }

    /// The containers the standard handler will change, walked as it walks them: from the
    /// origin outwards, each container whose adapter does not show the child leading to it.
    private func revealsUncovering(_ origin: UIViewController) -> [PendingReveal] {
        var reveals: [PendingReveal] = []
        var child = origin
        for ancestor in origin.routingAncestors(locator: revealLocator) {
            defer { child = ancestor }
            guard let container = ancestor as? ContainerViewController,
                let adapter = try? revealLocator.getAdapter(for: container), !adapter.isVisible(child)
            else { continue }
            reveals.append(PendingReveal(container: ancestor, child: child, popped: stacked(above: child, in: ancestor)))
        }
        return reveals
    }

    private func stacked(above child: UIViewController, in container: UIViewController) -> [UIViewController] {
        guard let stack = (container as? UINavigationController)?.viewControllers,
            let index = stack.firstIndex(where: { $0 === child })
        else { return [] }
        return Array(stack[(index + 1)...])
    }

    // MARK: Building

    /// What integrating `build` removes. Only the first build integrates into a controller that
    /// exists now; a later one integrates into what this navigation builds, which a built-in
    /// prediction can only describe once it exists.
    private func removal(
        of build: PlannedBuild, first: Bool, origin: UIViewController, revealing: [UIViewController],
        leaving: inout LeavingSet
    ) -> NavigationPreview.Removal {
        let action = build.action
        let predict: (UIViewController, UIViewController) -> [UIViewController]
        switch action.removals {
        case .nothing: return NavigationPreview.Removal()
        case .unknown: return NavigationPreview.Removal(unknown: ["\(action.typeName) at step \(build.index)"])
        case .predicted(let prediction): predict = prediction
        }
        guard first else {
            return NavigationPreview.Removal(unknown: ["\(action.typeName) at step \(build.index), acting on what this navigation builds"])
        }
        // No target: the integration fails and removes nothing. The built-in predictions look
        // only at what they integrate into, so the target stands in for the controller not built.
        guard let target = action.target(for: origin) else { return NavigationPreview.Removal() }
        // A prediction reads the target as it is now; a reveal changes it first, such as popping
        // the top a replacing push would otherwise replace.
        guard !revealing.holdsIdentical(target) else {
            return NavigationPreview.Removal(unknown: ["\(action.typeName) at step \(build.index), acting on \(target) after its reveal"])
        }
        return NavigationPreview.Removal(controllers: leaving.add(predict(target, target)))
    }

    private func describe(_ build: PlannedBuild, removal: NavigationPreview.Removal) -> NavigationPreview.Build {
        NavigationPreview.Build(
            step: NavigationStepDescription(build.descriptor, index: build.index), factoryType: build.factoryTypeName,
            actionType: build.action.typeName, children: build.children.map { describe($0, removal: NavigationPreview.Removal()) },
            contextTasks: build.contextTasks.map(\.typeName), postTasks: build.postTasks.map(\.typeName), removal: removal)
    }
}
