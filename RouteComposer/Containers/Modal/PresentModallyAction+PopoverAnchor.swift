import Foundation

extension ViewControllerActions.PresentModallyAction {
    /// Gives a presentation that will be a popover its anchor, from ``popoverAnchor`` when the
    /// controller has none yet; the error to report instead of presenting when it still has none.
    ///
    /// UIKit raises `NSGenericException` inside `present` for an anchorless popover, after the
    /// router may have changed the screen for it; checked here, the navigation fails before the
    /// presentation with UIKit's reason as its message. A popover with a delegate is left to
    /// UIKit, since the delegate may anchor it during `present`.
    func anchorPopover(of viewController: UIViewController, presentedFrom presenter: UIViewController) -> RoutingError? {
        guard Self.presentsAsPopover(viewController, from: presenter) else { return nil }
        let popover = viewController.popoverPresentationController
        if let popover, !popover.isAnchored, let popoverAnchor {
            _ = popoverAnchor.apply(to: popover, presentedFrom: presenter)
        }
        if popover?.isAnchored == true { return nil }
        // On iOS a popover's delegate may still anchor it in `prepareForPopoverPresentation`,
        // during `present`: with a delegate, UIKit has the last word.
        if popover?.delegate != nil { return nil }
        return RoutingError.compositionFailed(
            .init(
                "UIKit would raise NSGenericException: \(Self.missingAnchorReason(viewController, popover: popover, presenter: presenter))",
                underlyingError: RoutingFailureReason.popoverWithoutAnchor))
    }

    /// True when UIKit presents `viewController` from `presenter` as a popover: a controller whose
    /// style is `.popover`, or an action sheet on a regular width (an iPad's), whose style UIKit
    /// chooses itself.
    static func presentsAsPopover(_ viewController: UIViewController, from presenter: UIViewController) -> Bool {
        if let alert = viewController as? UIAlertController {
            return alert.preferredStyle == .actionSheet && presenter.traitCollection.horizontalSizeClass == .regular
        }
        return viewController.modalPresentationStyle == .popover
    }

    /// The reason of UIKit's exception, in UIKit's words.
    private static func missingAnchorReason(
        _ viewController: UIViewController, popover: UIPopoverPresentationController?, presenter: UIViewController
    ) -> String {
        guard viewController is UIAlertController else {
            let description = popover.map { "\($0)" } ?? "nil"
            return "UIPopoverPresentationController (\(description)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        }
        return
            "Your application has presented a UIAlertController (\(viewController)) of style UIAlertControllerStyleActionSheet from \(String(reflecting: type(of: presenter))) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }
}
