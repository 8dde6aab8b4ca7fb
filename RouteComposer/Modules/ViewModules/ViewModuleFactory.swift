#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Builds a view module's screen while the router prepares the navigation, so that a module
/// that cannot be made (its closure throws, it makes no controller, a dependency is missing)
/// stops the navigation before the hierarchy changes.
@MainActor
struct ViewModuleFactory: Factory {
    let make: @MainActor () throws(ModuleError) -> UIViewController
    private var made: UIViewController?

    init(make: @escaping @MainActor () throws(ModuleError) -> UIViewController) {
        self.make = make
    }

    mutating func prepare(with context: Void) throws {
        do {
            made = try make()
        } catch {
            throw RoutingError.compositionFailed(.init(error.message, underlyingError: error))
        }
    }

    func build(with context: Void) throws -> UIViewController {
        guard let made else {
            // The router always prepares before building; this is for a factory used by hand.
            return try make()
        }
        return made
    }
}
