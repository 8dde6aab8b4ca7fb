/// A factory with its types erased, prepared on a copy during planning.
@MainActor
struct FactoryBox {
    enum Kind {
        /// Builds one controller.
        case plain
        /// Builds a container and takes the children handed to it.
        case container
    }

    let typeName: String
    let kind: Kind
    /// The type of controller the factory builds, for deciding which children a container can take.
    let viewControllerType: UIViewController.Type
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedFactory

    /// Nil for a ``NilEntity`` factory, which the router drops.
    init?<FC: Factory>(_ factory: FC) {
        guard !(factory is NilEntity) else { return nil }
        typeName = RouteComposer.typeName(FC.self)
        kind = .plain
        viewControllerType = FC.ViewController.self
        prepareCopy = { context, location in
            var copy = factory
            let typed = try context.get(FC.Context.self, location: location)
            try copy.prepare(with: typed)
            let prepared = copy
            return PreparedFactory { _ in try prepared.build(with: typed) }
        }
    }

    /// Nil for a ``NilEntity`` factory, which the router drops.
    init?<FC: ContainerFactory>(_ factory: FC) {
        guard !(factory is NilEntity) else { return nil }
        typeName = RouteComposer.typeName(FC.self)
        kind = .container
        viewControllerType = FC.ViewController.self
        prepareCopy = { context, location in
            var copy = factory
            let typed = try context.get(FC.Context.self, location: location)
            try copy.prepare(with: typed)
            let prepared = copy
            return PreparedFactory { coordinator in try prepared.build(with: typed, integrating: coordinator) }
        }
    }

    /// A factory that builds by finding, after the steps before it have been built.
    init(finding finder: FinderBox, viewControllerType: UIViewController.Type) {
        typeName = "FinderFactory<\(finder.typeName)>"
        kind = .plain
        self.viewControllerType = viewControllerType
        prepareCopy = { context, location in
            PreparedFactory { _ in
                guard let found = try finder.findViewController(with: context, location: location) else {
                    throw RoutingError.compositionFailed(.init("\(finder.typeName) did not find its view controller after the steps before it were built.",
                                                               location: location))
                }
                return found
            }
        }
    }

    func prepare(with context: AnyContext, location: RoutingErrorLocation) throws -> PreparedFactory {
        try prepareCopy(context, location)
    }
}

/// A prepared factory: ready to build, with its context captured.
@MainActor
struct PreparedFactory {
    let build: (ChildCoordinator) throws -> UIViewController
}
