#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Presentation links, in a visible window (see ``makeVisibleWindow(showing:)``), and the
/// presentation UIKit refuses outside one.
@MainActor
enum PresentationChecks {
    /// A presentation is linked when `present` returns (`presentedViewController` and
    /// `presentingViewController`); its completion runs once the run loop has turned; a
    /// non-animated dismissal unlinks both once the run loop has turned, then runs its completion.
    static func presentAndDismissLinkAndUnlink(settle: Settle) async throws {
        let root = UIViewController()
        let window = makeVisibleWindow(showing: root)
        await settle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        var presentCompleted = false

        root.present(presented, animated: false) { presentCompleted = true }

        try requireSame(root.presentedViewController, presented, "root.presentedViewController")
        try requireSame(presented.presentingViewController, root, "presented.presentingViewController")
        await settle()
        try require(presentCompleted, "the presentation's completion ran")

        var dismissCompleted = false
        presented.dismiss(animated: false) { dismissCompleted = true }
        await settle()

        try require(dismissCompleted, "the dismissal's completion ran")
        try requireSame(root.presentedViewController, nil, "root.presentedViewController after dismiss")
        try requireSame(presented.presentingViewController, nil, "presented.presentingViewController after dismiss")
        withExtendedLifetime(window) {}
    }

    /// A full-screen presentation asked of a child is made by the outermost ancestor: a
    /// navigation controller's root presents through the navigation controller.
    static func aChildPresentsThroughItsOutermostAncestor(settle: Settle) async throws {
        let source = UIViewController()
        let navigation = UINavigationController(rootViewController: source)
        let window = makeVisibleWindow(showing: navigation)
        await settle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen

        source.present(presented, animated: false)
        await settle()

        try requireSame(presented.presentingViewController, navigation, "presented.presentingViewController")
        try requireSame(navigation.presentedViewController, presented, "navigation.presentedViewController")
        try requireSame(source.presentedViewController, presented, "source.presentedViewController")
        withExtendedLifetime(window) {}
    }

    /// UIKit refuses a presentation from a controller outside any window: it logs "Attempt to
    /// present … whose view is not in the window hierarchy", links nothing and never runs the
    /// completion.
    static func presentingOutsideAWindowIsRefused(settle: Settle) async throws {
        let root = UIViewController()
        let presented = UIViewController()
        var completed = false

        root.present(presented, animated: false) { completed = true }
        await settle()

        try requireSame(root.presentedViewController, nil, "root.presentedViewController")
        try requireSame(presented.presentingViewController, nil, "presented.presentingViewController")
        try require(!completed, "the refused presentation's completion did not run")
    }

    /// UIKit refuses a presentation from a controller that already presents: it logs "Attempt to
    /// present … which is already presenting …", keeps the first presentation, links nothing new
    /// and never runs the refused one's completion. The first presentation is over full screen,
    /// so the presenter's view stays in the window and this rule, not the window check, refuses.
    static func presentingWhileAlreadyPresentingIsRefused(settle: Settle) async throws {
        let root = UIViewController()
        let window = makeVisibleWindow(showing: root)
        await settle()
        let first = UIViewController()
        first.modalPresentationStyle = .overFullScreen
        root.present(first, animated: false)
        await settle()
        let second = UIViewController()
        var completed = false

        root.present(second, animated: false) { completed = true }
        await settle()

        try requireSame(root.presentedViewController, first, "root.presentedViewController")
        try requireSame(second.presentingViewController, nil, "second.presentingViewController")
        try require(!completed, "the refused presentation's completion did not run")
        withExtendedLifetime(window) {}
    }

    /// A dismissal asked of the bottom of a chain of presentations takes the whole chain above it.
    static func dismissingFromTheBottomTakesTheWholeChain(settle: Settle) async throws {
        let root = UIViewController()
        let window = makeVisibleWindow(showing: root)
        await settle()
        let middle = UIViewController()
        middle.modalPresentationStyle = .fullScreen
        let top = UIViewController()
        top.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        await settle()
        middle.present(top, animated: false)
        await settle()
        try requireSame(middle.presentedViewController, top, "middle.presentedViewController before the dismissal")

        root.dismiss(animated: false)
        await settle()

        try requireSame(root.presentedViewController, nil, "root.presentedViewController")
        try requireSame(middle.presentingViewController, nil, "middle.presentingViewController")
        try requireSame(top.presentingViewController, nil, "top.presentingViewController")
        withExtendedLifetime(window) {}
    }

    /// With nothing to dismiss, `dismiss` does nothing but run its completion, before it returns.
    static func dismissingNothingCompletesAtOnce() throws {
        let controller = UIViewController()
        var completed = false

        controller.dismiss(animated: false) { completed = true }

        try require(completed, "the completion ran before dismiss returned")
    }
}
