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
}
