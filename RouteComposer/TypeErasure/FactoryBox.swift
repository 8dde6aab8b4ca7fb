/// A factory with its types erased, prepared on a copy during planning.
@MainActor
package struct FactoryBox {
    package enum Kind {
        /// Builds one controller.
        case plain
        /// Builds a container and takes the children handed to it.
        case container
    }

    package let typeName: String
    package let kind: Kind
    /// The type of controller the factory builds, for deciding which children a container can take.
    package let viewControllerType: UIViewController.Type
    /// What a container factory builds in by itself (a ``CompleteFactory``'s children), by
    /// description, for a navigation graph; empty for every other factory.
    package var ownChildren: [String] { ownChildrenSource?.ownChildDescriptions ?? [] }
    /// The types of controller a container factory builds in by itself, nested ones included.
    package var ownBuiltTypes: [UIViewController.Type] { ownChildrenSource?.ownBuiltTypes ?? [] }
    /// Asked only by a navigation graph and by an enclosing complete factory, which are the only
    /// readers of the children's descriptions; a navigation never needs them.
    private var ownChildrenSource: (any OwnChildrenDescribing)?
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedFactory

    /// `factory` boxed as what it is: a container factory if it is one, a plain factory if it is
    /// one. Nil for a ``NilEntity`` factory, which the router drops. A factory that is neither
    /// cannot build: its box fails the navigation with a typed error naming it, while planning,
    /// before anything on screen changes.
    init?<FC: AbstractFactory>(either factory: FC) {
        if let container = factory as? any ContainerFactory {
            self.init(container)
        } else if let plain = factory as? any Factory {
            self.init(plain)
        } else if factory is NilEntity {
            return nil
        } else {
            self.init(unbuildable: FC.self)
        }
    }

    /// The box of a factory that is neither a ``Factory`` nor a ``ContainerFactory``.
    private init<FC: AbstractFactory>(unbuildable: FC.Type) {
        let name = LibraryTypeName.of(FC.self)
        let builtName = LibraryTypeName.of(FC.ViewController.self)
        typeName = name
        kind = .plain
        viewControllerType = FC.ViewController.self
        prepareCopy = { _, location in
            throw RoutingError.compositionFailed(
                .init(
                    "\(name) is neither a Factory nor a ContainerFactory, so it cannot build the \(builtName) of its step.",
                    location: location.naming(name)))
        }
    }

    /// Nil for a ``NilEntity`` factory, which the router drops.
    init?<FC: Factory>(_ factory: FC) {
        guard !(factory is NilEntity) else { return nil }
        let name = LibraryTypeName.of(FC.self)
        let contextName = LibraryTypeName.of(FC.Context.self)
        typeName = name
        kind = .plain
        viewControllerType = FC.ViewController.self
        // Locations are made only for an error, as a finder's are.
        prepareCopy = { context, location in
            var copy = factory
            let typed = try context.get(FC.Context.self, location: location.naming(name, contextType: contextName))
            try attributingErrors(to: name, at: location.naming(name, contextType: contextName)) { try copy.prepare(with: typed) }
            let prepared = copy
            return PreparedFactory { _ in
                try attributingErrors(to: name, at: location.naming(name, contextType: contextName).naming(name, in: .building)) {
                    try prepared.build(with: typed)
                }
            }
        }
    }

    /// Nil for a ``NilEntity`` factory, which the router drops.
    init?<FC: ContainerFactory>(_ factory: FC) {
        guard !(factory is NilEntity) else { return nil }
        let name = LibraryTypeName.of(FC.self)
        typeName = name
        kind = .container
        viewControllerType = FC.ViewController.self
        ownChildrenSource = factory as? any OwnChildrenDescribing
        let contextName = LibraryTypeName.of(FC.Context.self)
        prepareCopy = { context, location in
            var copy = factory
            let typed = try context.get(FC.Context.self, location: location.naming(name, contextType: contextName))
            try attributingErrors(to: name, at: location.naming(name, contextType: contextName)) { try copy.prepare(with: typed) }
            let prepared = copy
            // A child's error arrives already located at the child, and keeps that location.
            return PreparedFactory { coordinator in
                try attributingErrors(to: name, at: location.naming(name, contextType: contextName).naming(name, in: .building)) {
                    try prepared.build(with: typed, integrating: coordinator)
                }
            }
        }
    }

    /// A factory that builds by finding, after the steps before it have been built.
    init(finding finder: FinderBox, viewControllerType: UIViewController.Type) {
        typeName = "FinderFactory<\(finder.typeName)>"
        kind = .plain
        self.viewControllerType = viewControllerType
        prepareCopy = { context, location in
            // The finder runs while building, so that is where its failures are placed.
            let building = location.naming(finder.typeName, in: .building)
            return PreparedFactory { _ in
                guard let found = try finder.findViewController(with: context, location: building) else {
                    throw RoutingError.compositionFailed(
                        .init(
                            "\(finder.typeName) did not find its view controller after the steps before it were built.",
                            location: building))
                }
                return found
            }
        }
    }

    /// Prepares a copy of the factory with `context`.
    ///
    /// - Throws: a ``RoutingError`` at `location` naming the factory, wrapping the factory's own
    ///   error. The prepared factory's build places its errors in the building phase.
    func prepare(with context: AnyContext, location: RoutingErrorLocation) throws -> PreparedFactory {
        try prepareCopy(context, location)
    }
}

/// A prepared factory: ready to build, with its context captured.
@MainActor
struct PreparedFactory {
    let build: (ChildCoordinator) throws -> UIViewController
}
