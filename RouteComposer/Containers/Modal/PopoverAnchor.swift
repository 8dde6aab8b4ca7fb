import Foundation

/// Where a popover points: the anchor UIKit needs before it presents a popover, and an action
/// sheet on a regular width, which it presents as a popover.
///
/// The anchor holds the view or item weakly, so a configuration kept for the app's lifetime does
/// not keep a screen alive; an anchor whose view is gone counts as no anchor. When the anchor
/// depends on the screen the sheet is presented from, ``provided(by:)`` asks for it then.
///
/// ```swift
/// GeneralAction.presentAlert(popoverAnchor: .barButtonItem(shareButton))
/// GeneralAction.presentAlert(popoverAnchor: .provided { presenter in .sourceView(presenter.view) })
/// ```
@MainActor
public struct PopoverAnchor {
    /// Sets the anchor on the popover; false when there was nothing to point at.
    private let place: (_ popover: UIPopoverPresentationController, _ presenter: UIViewController) -> Bool

    private init(place: @escaping (_ popover: UIPopoverPresentationController, _ presenter: UIViewController) -> Bool) {
        self.place = place
    }

    /// Points at `rect` in `view`'s coordinates; at the whole of `view` when `rect` is nil.
    public static func sourceView(_ view: UIView, rect: CGRect? = nil) -> PopoverAnchor {
        PopoverAnchor { [weak view] popover, _ in
            guard let view else { return false }
            popover.sourceView = view
            popover.sourceRect = rect ?? view.bounds
            return true
        }
    }

    /// Points at a bar button item.
    public static func barButtonItem(_ item: UIBarButtonItem) -> PopoverAnchor {
        PopoverAnchor { [weak item] popover, _ in
            guard let item else { return false }
            popover.barButtonItem = item
            return true
        }
    }

    /// Points at any item UIKit accepts as a source: a view, a bar button item, a tab bar item.
    @available(iOS 16.0, *)
    public static func sourceItem(_ item: any UIPopoverPresentationControllerSourceItem) -> PopoverAnchor {
        PopoverAnchor { [weak item] popover, _ in
            guard let item else { return false }
            popover.sourceItem = item
            return true
        }
    }

    /// The anchor `anchor` returns when the popover is about to be presented, given the controller
    /// that presents it; nil means there is none.
    public static func provided(by anchor: @escaping (_ presenter: UIViewController) -> PopoverAnchor?) -> PopoverAnchor {
        PopoverAnchor { popover, presenter in
            anchor(presenter)?.place(popover, presenter) ?? false
        }
    }

    /// Sets the anchor on `popover`, presented from `presenter`; false when it had nothing to point at.
    func apply(to popover: UIPopoverPresentationController, presentedFrom presenter: UIViewController) -> Bool {
        place(popover, presenter)
    }
}

extension UIPopoverPresentationController {
    /// True when an anchor is set, which UIKit requires before it presents the popover.
    var isAnchored: Bool {
        if sourceView != nil || barButtonItem != nil { return true }
        if #available(iOS 16.0, *) { return sourceItem != nil }
        return false
    }
}
