#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Finds the navigation controller a given controller is in, while that controller is alive.
@MainActor
struct NavigationControllerOfFinder: Finder {
    weak var source: UIViewController?

    func findViewController(with context: Void) throws -> UINavigationController? {
        source?.navigationController
    }
}
