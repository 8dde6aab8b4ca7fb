extension UISheetPresentationController {
    /// Whether `identifier` is one of the sheet's detents. Before iOS 16 a detent does not say its
    /// identifier, so every identifier is taken to be one.
    func hasDetent(_ identifier: Detent.Identifier) -> Bool {
        guard #available(iOS 16.0, *) else { return true }
        return detents.contains { $0.identifier == identifier }
    }

    /// The detent the sheet rests at: the selected one when it is one of the detents, otherwise
    /// the smallest, which is what UIKit shows for a nil or unknown selection. Of the system's
    /// detents medium is below large; among others, the first is taken for the smallest. Before
    /// iOS 16, the selected identifier as it is.
    var restingDetentIdentifier: Detent.Identifier? {
        guard #available(iOS 16.0, *) else { return selectedDetentIdentifier }
        let identifiers = detents.map(\.identifier)
        if let selectedDetentIdentifier, identifiers.contains(selectedDetentIdentifier) { return selectedDetentIdentifier }
        return identifiers.contains(.medium) ? .medium : identifiers.first
    }
}

extension UIViewController {
    /// The sheet presentation the controller is shown in, on screen and not leaving it: its own,
    /// or its container's. Nil before presentation, while it is dismissed, and for other styles.
    var presentedSheet: UISheetPresentationController? {
        guard let sheet = sheetPresentationController, presentingViewController != nil,
            !isBeingDismissed, !sheet.presentedViewController.isBeingDismissed
        else { return nil }
        return sheet
    }
}
