/// A finder with its types erased.
@MainActor
struct FinderBox {
    let typeName: String
    private let find: (AnyContext, RoutingErrorLocation) throws -> UIViewController?

    /// Nil for a ``NilEntity`` finder, which the router drops.
    init?<F: Finder>(_ finder: F) {
        guard !(finder is NilEntity) else { return nil }
        typeName = RouteComposer.typeName(F.self)
        find = { context, location in
            try finder.findViewController(with: context.get(F.Context.self, location: location))
        }
    }

    /// A box for a finder that never finds, so its step fails with a clear error.
    static func neverFinding(_ typeName: String) -> FinderBox {
        FinderBox(typeName: typeName) { _, _ in nil }
    }

    /// A box that "finds" a controller already found, held weakly.
    static func returning(_ controller: UIViewController) -> FinderBox {
        let reference = WeakController(controller)
        return FinderBox(typeName: "\(type(of: controller))") { _, _ in reference.value }
    }

    private init(typeName: String, find: @escaping (AnyContext, RoutingErrorLocation) throws -> UIViewController?) {
        self.typeName = typeName
        self.find = find
    }

    func findViewController(with context: AnyContext, location: RoutingErrorLocation) throws -> UIViewController? {
        try find(context, location)
    }
}
