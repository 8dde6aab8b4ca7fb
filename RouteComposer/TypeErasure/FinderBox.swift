/// A finder with its types erased.
@MainActor
package struct FinderBox {
    package let typeName: String
    /// True for a box that can never find anything, so a configuration check can tell a chain
    /// that can never start.
    package private(set) var findsNothing = false
    /// Takes the location as a closure: it is made only for an error, and a search that finds or
    /// misses names none.
    private let find: (AnyContext, () -> RoutingErrorLocation) throws -> UIViewController?

    /// Nil for a ``NilEntity`` finder, which the router drops.
    init?<F: Finder>(_ finder: F) {
        guard !(finder is NilEntity) else { return nil }
        let name = LibraryTypeName.of(F.self)
        let contextName = LibraryTypeName.of(F.Context.self)
        typeName = name
        // The finder's location is made only for an error: every navigation runs finders, and
        // a success names no location.
        find = { context, location in
            let typed = try context.get(F.Context.self, location: location().naming(name, contextType: contextName))
            // The answer as `UIViewController?`, a type known here: an optional of the finder's own
            // controller type would have its metadata looked up at run time on every search.
            return try attributingErrors(to: name, at: location().naming(name, contextType: contextName)) { () throws -> UIViewController? in
                guard let found = try finder.findViewController(with: typed) else { return nil }
                return found
            }
        }
    }

    /// A box for a finder that never finds, so its step fails with a clear error.
    static func neverFinding(_ typeName: String) -> FinderBox {
        var box = FinderBox(typeName: typeName) { _, _ in nil }
        box.findsNothing = true
        return box
    }

    /// A box that "finds" a controller already found, held weakly.
    static func returning(_ controller: UIViewController) -> FinderBox {
        let reference = WeakController(controller)
        return FinderBox(typeName: "\(type(of: controller))") { _, _ in reference.value }
    }

    private init(typeName: String, find: @escaping (AnyContext, () -> RoutingErrorLocation) throws -> UIViewController?) {
        self.typeName = typeName
        self.find = find
    }

    /// - Throws: a ``RoutingError`` at `location` naming the finder, wrapping the finder's own error.
    func findViewController(with context: AnyContext, location: @autoclosure () -> RoutingErrorLocation) throws -> UIViewController? {
        try find(context, location)
    }
}
