#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

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
