#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

extension Router {
    /// Navigates back to what `snapshot` describes, entry by entry, and returns when the last
    /// entry is on screen.
    ///
    /// 1. The whole snapshot is checked with ``RestorationRegistry/destinations(for:)``: when any
    ///    entry cannot be restored, every problem is thrown at once and nothing is navigated.
    /// 2. The entries the registry's window (for a router made for a scene, that scene's window)
    ///    already shows are left as they are: those at the
    ///    start of `snapshot` that a snapshot of the window taken now lists too, in the same
    ///    order with the same contexts. Navigating to each of them again would make it the
    ///    visible screen and clear what it covers, undoing the entries after it.
    /// 3. Each remaining entry is one ordinary navigation to its destination with its decoded
    ///    context, in entry order, starting with the last entry already shown (found, not built:
    ///    navigating to it clears whatever the window shows beyond the snapshot). Each goes
    ///    through the router, so through a ``DefaultRouter``'s ``NavigationQueue``, and starts
    ///    when the one before it has finished. Screens on the way are found by the destinations'
    ///    finders and reused, as in any navigation. Other navigations requested meanwhile may
    ///    run between two entries.
    ///
    /// - Complexity: one navigation per entry not already shown, plus one.
    /// - Throws: the errors of ``RestorationRegistry/destinations(for:)``, before anything is
    ///   navigated; ``ProblemCode/navigationFailed`` when an entry's navigation fails or
    ///   the task is cancelled, naming the entry. The entries before it stay on screen.
    public func restore(
        _ snapshot: RestorationSnapshot, using registry: RestorationRegistry,
        animated: Bool = false
    ) async throws(RestorationError) {
        let destinations = try registry.destinations(for: snapshot)
        for index in firstEntryToNavigate(in: snapshot, using: registry)..<destinations.count {
            do {
                try await navigate(to: destinations[index], animated: animated)
            } catch {
                throw RestorationError.navigationFailed(at: index, of: snapshot, error: error)
            }
        }
    }

    /// Like ``restore(_:using:animated:)``, reporting the outcome through `completion`, which is
    /// called exactly once: at once when the snapshot does not pass the check, else when the
    /// last entry is on screen or an entry's navigation failed.
    public func restore(
        _ snapshot: RestorationSnapshot, using registry: RestorationRegistry, animated: Bool = false,
        completion: @escaping (_ result: Result<Void, RestorationError>) -> Void
    ) {
        let destinations: [AnyDestination]
        do {
            destinations = try registry.destinations(for: snapshot)
        } catch {
            completion(.failure(error))
            return
        }
        func navigate(from index: Int) {
            guard index < destinations.count else {
                completion(.success(()))
                return
            }
            commitNavigation(to: destinations[index], animated: animated) { result in
                switch result {
                case .success: navigate(from: index + 1)
                case .failure(let error): completion(.failure(.navigationFailed(at: index, of: snapshot, error: error)))
                }
            }
        }
        navigate(from: firstEntryToNavigate(in: snapshot, using: registry))
    }

    /// The last entry the window already shows, or the first entry when it shows none of them:
    /// for a router made for a scene, that scene's window, as its navigations see it.
    private func firstEntryToNavigate(in snapshot: RestorationSnapshot, using registry: RestorationRegistry) -> Int {
        let aim = (self as? any SceneAimedRouter)?.aim
        return SceneAim.within(aim) { max(registry.shownEntryCount(of: snapshot) - 1, 0) }
    }
}

extension RestorationError {
    /// The failure of the navigation to entry `index` of `snapshot`, all entries before it being on screen.
    static func navigationFailed(at index: Int, of snapshot: RestorationSnapshot, error: any Error) -> RestorationError {
        let identifier = snapshot.entries.indices.contains(index) ? snapshot.entries[index].identifier : "?"
        return RestorationError(
            .navigationFailed,
            reason:
                "restoring entry \(index) (\"\(URLRoutingError.excerpt(identifier))\") failed after \(index) of \(snapshot.entries.count) entries were restored",
            failedEntryIndex: index, restoredEntryCount: index, underlyingError: error)
    }
}
