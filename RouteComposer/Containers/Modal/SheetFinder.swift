/// Finds a controller of type `VC` that is presented as a sheet (its own presentation, or its
/// container's), optionally only while the sheet rests at a given detent.
///
/// With a detent, a sheet of `VC` resting elsewhere is not found, so the steps before it run and
/// the step's action can move the sheet (see ``SheetDetentStep``). A sheet of `VC` that does not
/// have the detent at all fails the search with ``RoutingError/compositionFailed(_:)`` and
/// ``RoutingFailureReason/sheetDetentUnavailable``: the router searches before it changes
/// anything, so the screen stays as it was.
@MainActor
public struct SheetFinder<VC: UIViewController, C>: Finder {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the hierarchy is searched.
    public let iterator: StackIterator
    /// The detent the sheet must rest at to be found; nil for any.
    let detent: UISheetPresentationController.Detent.Identifier?

    /// Finds a sheet of `VC` among the controllers on screen in `windowProvider`'s window, resting
    /// at `detent` when one is given.
    public init(
        restingAt detent: UISheetPresentationController.Detent.Identifier? = nil,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider
    ) {
        self.init(restingAt: detent, iterator: DefaultStackIterator(options: .allVisible, windowProvider: windowProvider))
    }

    /// Finds the first sheet of `VC` that `iterator` reaches, resting at `detent` when one is given.
    public init(restingAt detent: UISheetPresentationController.Detent.Identifier?, iterator: StackIterator) {
        self.detent = detent
        self.iterator = iterator
    }

    /// The sheet's controller, when it rests at the finder's detent (or at any, without one).
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when the sheet does not rest at that detent.
    public func findViewController(with context: C) throws -> VC? {
        let found = try iterator.firstViewController { candidate in
            candidate is VC && candidate.presentedSheet != nil
        }
        guard let viewController = found as? VC, let sheet = viewController.presentedSheet else { return nil }
        guard let detent else { return viewController }
        guard sheet.hasDetent(detent) else { throw Self.unavailable(detent, on: viewController) }
        return sheet.restingDetentIdentifier == detent ? viewController : nil
    }

    /// The error for a sheet without `detent`: the same whether the search or the action finds it.
    static func unavailable(_ detent: UISheetPresentationController.Detent.Identifier, on viewController: UIViewController) -> RoutingError {
        RoutingError.compositionFailed(
            .init(
                "The sheet of \(viewController) has no detent \(detent.rawValue).",
                underlyingError: RoutingFailureReason.sheetDetentUnavailable))
    }
}
