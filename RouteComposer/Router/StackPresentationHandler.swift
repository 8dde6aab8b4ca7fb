/// The two ways a router clears the way to the controller it starts from.
///
/// A ``DefaultRouter`` calls a handler of the app's for the origin of every navigation, whatever
/// the hierarchy, and for each controller it builds. Its own ``DefaultStackPresentationHandler``
/// is not called where it says it would change nothing: no dismissal when nothing is presented
/// over the controller and no transition runs around it, and no reveal when, moreover, the adapter
/// of every container around the controller says it already shows the child leading to it.
@MainActor
public protocol StackPresentationHandler {
    /// Dismisses everything presented above `viewController`.
    func dismissPresented(from viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void)

    /// Makes `viewController` visible in every container it is in: selects its tab, pops its
    /// navigation stack back to it, and so on, from the nearest container outwards.
    func makeVisibleInParentContainers(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void)
}

/// The standard way to clear the way: UIKit's dismissal, then the container adapters.
@MainActor
public struct DefaultStackPresentationHandler: StackPresentationHandler {
    /// Where progress and failures are logged.
    public let logger: Logger?
    /// How containers are reached.
    public let containerAdapterLocator: ContainerAdapterLocator

    /// Creates the handler.
    public init(
        logger: Logger? = RouteComposerDefaults.shared.logger,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        self.logger = logger
        self.containerAdapterLocator = containerAdapterLocator
    }

    /// Dismisses what `viewController` (or its container) presents; fails when that is already
    /// being dismissed, because UIKit would ignore a second dismissal, and with
    /// ``RoutingFailureReason/ignoredByUIKit`` when UIKit refused the dismissal.
    public func dismissPresented(from viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        guard let presented = viewController.presentedViewController else {
            completion(.success)
            return
        }
        guard !presented.isBeingDismissed else {
            completion(
                .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "\(presented) is already being dismissed, so \(viewController) cannot dismiss it.",
                            location: RoutingErrorLocation(phase: .dismissal, viewController: "\(viewController)")))))
            return
        }
        logger?.info("Dismissing \(presented) to uncover \(viewController).")
        viewController.dismiss(animated: animated) {
            // UIKit calls the completion of a dismissal it refused (one issued while a presentation
            // or dismissal runs) at once, with nothing dismissed; that is no success.
            guard viewController.presentedViewController === presented, !presented.isBeingDismissed else {
                completion(.success)
                return
            }
            completion(
                .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "UIKit ignored the dismissal of \(presented) from \(viewController): it is still presented.",
                            underlyingError: RoutingFailureReason.ignoredByUIKit,
                            location: RoutingErrorLocation(phase: .dismissal, viewController: "\(viewController)")))))
        }
    }

    /// Walks the controller's containers from the nearest outwards and asks each adapter that
    /// does not show the child leading to it to show it.
    public func makeVisibleInParentContainers(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        let ancestors = viewController.routingAncestors(locator: containerAdapterLocator)
        reveal(child: viewController, in: ancestors[...], animated: animated, changed: false) { result, changed in
            // The layout lands a change at once; a reveal that found everything shown changed nothing.
            if case .success = result, changed, !animated, let outermost = ancestors.last ?? Optional(viewController), outermost.isViewLoaded {
                outermost.view.layoutIfNeeded()
            }
            completion(result)
        }
    }

    /// `changed` tells whether an adapter was asked to show a child so far.
    private func reveal(
        child: UIViewController, in ancestors: ArraySlice<UIViewController>, animated: Bool, changed: Bool,
        completion: @escaping (RoutingResult, _ changed: Bool) -> Void
    ) {
        guard let parent = ancestors.first else {
            completion(.success, changed)
            return
        }
        let hidingAdapter: ContainerAdapter?
        do {
            hidingAdapter = try adapter(of: parent, ifHiding: child)
        } catch {
            completion(.failure(error), changed)
            return
        }
        guard let hidingAdapter else {
            reveal(child: parent, in: ancestors.dropFirst(), animated: animated, changed: changed, completion: completion)
            return
        }
        logger?.info("Making \(child) visible in \(parent).")
        hidingAdapter.makeVisible(child, animated: animated) { result in
            guard case .success = result else { return completion(result, true) }
            reveal(child: parent, in: ancestors.dropFirst(), animated: animated, changed: true, completion: completion)
        }
    }

    /// The adapter of `parent` when `parent` is a container that does not show `child`; nil when
    /// it is no container or shows `child`. The one answer to "does this level need a change",
    /// for the reveal and for ``hasNothingToReveal(_:)`` alike.
    ///
    /// `made` is the parent's adapter when the caller has it already.
    ///
    /// - Throws: the locator's error for a container it has no adapter for.
    private func adapter(of parent: UIViewController, ifHiding child: UIViewController, made: ContainerAdapter? = nil) throws -> ContainerAdapter? {
        let adapter: ContainerAdapter
        if let made {
            adapter = made
        } else {
            guard let container = parent.asContainerViewController else { return nil }
            adapter = try containerAdapterLocator.getAdapter(for: container)
        }
        return adapter.isVisible(child) ? nil : adapter
    }
}

extension DefaultStackPresentationHandler: ClearingForecasting {
    func hasNothingToDismiss(above viewController: UIViewController) -> Bool {
        // What ``dismissPresented(from:animated:completion:)`` reads first and finishes at once on.
        viewController.presentedViewController == nil
    }

    func hasNothingToReveal(_ viewController: UIViewController) -> Bool {
        let hiding = viewController.firstRoutingAncestor(locator: containerAdapterLocator) { child, parent, adapter in
            // A container with no adapter is left to the reveal, which reports it.
            do { return try self.adapter(of: parent, ifHiding: child, made: adapter) != nil } catch { return true }
        }
        return hiding == nil
    }
}
