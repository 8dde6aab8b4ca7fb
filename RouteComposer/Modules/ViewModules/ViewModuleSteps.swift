/// Finds a screen of a view module already on display, so it is shown rather than built again.
/// It finds nothing for modules registered without their class.
@MainActor
struct ViewModuleFinder: Finder {
    let iterator: StackIterator
    let matches: (@MainActor (UIViewController) -> Bool)?

    func findViewController(with context: Void) throws -> UIViewController? {
        guard let matches else { return nil }
        return try iterator.firstViewController(where: matches)
    }
}

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

/// Hands the module's screen, found or built, to the caller's `prepare` hook typed as the
/// protocol before it is integrated, and keeps it for the hook that runs after.
@MainActor
struct ViewModulePreparation<Protocol>: ContextTask {
    let outcome: ViewModuleOutcome<Protocol>
    let prepare: ((Protocol) -> Void)?

    func perform(on viewController: UIViewController, with context: Void) throws {
        guard let destination = viewController as? Protocol else {
            // The finder and the factory hand over only controllers that provide the protocol.
            throw ModuleError.moduleNotConforming(Protocol.self, adaptee: nil, actual: type(of: viewController), kind: .view)
        }
        prepare?(destination)
        outcome.destination = destination
    }
}

/// The screen a navigation to a view module reached, for the hooks that run after it.
@MainActor
final class ViewModuleOutcome<Protocol> {
    var destination: Protocol?
}
