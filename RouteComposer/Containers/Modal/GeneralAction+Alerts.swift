import Foundation

extension GeneralAction {
    /// Presents an alert or an action sheet, as UIKit presents them: in the style UIKit chooses
    /// for an alert controller, so no presentation or transition style is set.
    ///
    /// An action sheet presented on a regular width (an iPad's) is a popover and needs an anchor:
    /// `popoverAnchor`, unless the alert's `popoverPresentationController` already has one. With
    /// neither, the navigation fails before presenting with ``RoutingError/compositionFailed(_:)``,
    /// whose message is UIKit's exception reason and whose underlying error is
    /// ``RoutingFailureReason/popoverWithoutAnchor``. On a compact width the anchor is not used.
    ///
    /// - Parameters:
    ///   - presentationStartingPoint: which controller presents.
    ///   - popoverAnchor: where an action sheet points on a regular width.
    public static func presentAlert(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        popoverAnchor: PopoverAnchor? = .none
    ) -> ViewControllerActions.PresentModallyAction {
        ViewControllerActions.PresentModallyAction(
            startingFrom: presentationStartingPoint, presentationStyle: nil, transitionStyle: nil, popoverAnchor: popoverAnchor)
    }
}
