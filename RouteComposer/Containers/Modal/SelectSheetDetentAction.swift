extension ViewControllerActions {
    /// Moves the sheet a controller is presented in to one of its detents, as the app's code
    /// would: inside the sheet's `animateChanges` when animated, so UIKit animates the move.
    ///
    /// It acts on the controller it is given, which must already be presented as a sheet; the
    /// controller it is performed on is not used. ``SheetDetentStep`` puts it in a chain.
    @MainActor
    public struct SelectSheetDetentAction: Action {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIViewController

        /// The detent to select.
        let detent: UISheetPresentationController.Detent.Identifier

        init(detent: UISheetPresentationController.Detent.Identifier) {
            self.detent = detent
        }

        /// Selects the action's detent on `viewController`'s sheet and completes; a sheet already resting
        /// there is left alone.
        ///
        /// Fails before changing anything with ``RoutingFailureReason/notPresentedAsSheet`` when
        /// `viewController` is not presented as a sheet, and with
        /// ``RoutingFailureReason/sheetDetentUnavailable`` when the sheet does not have the detent.
        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            guard let sheet = viewController.presentedSheet else {
                return completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "\(viewController) is not presented as a sheet, so it has no detent to select.",
                                underlyingError: RoutingFailureReason.notPresentedAsSheet))))
            }
            guard sheet.hasDetent(detent) else {
                return completion(.failure(SheetFinder<UIViewController, Any?>.unavailable(detent, on: viewController)))
            }
            if sheet.restingDetentIdentifier != detent {
                if animated {
                    sheet.animateChanges { sheet.selectedDetentIdentifier = detent }
                } else {
                    sheet.selectedDetentIdentifier = detent
                }
            }
            completion(.success)
        }
    }
}

extension GeneralAction {
    /// Moves the sheet of the controller it is given to `detent`; see
    /// ``ViewControllerActions/SelectSheetDetentAction`` and ``SheetDetentStep``.
    public static func selectSheetDetent(_ detent: UISheetPresentationController.Detent.Identifier) -> ViewControllerActions.SelectSheetDetentAction {
        ViewControllerActions.SelectSheetDetentAction(detent: detent)
    }
}
