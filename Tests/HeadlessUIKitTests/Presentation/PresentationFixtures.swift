import Foundation
import Testing
@testable import HeadlessUIKit

// Helpers shared by the presentation suites. Every name starts with "Presentation" or
// "presentation" so it cannot clash with other suites' helpers.

/// Records whether a completion handler ran, and how often.
@MainActor
final class PresentationCompletionProbe {
    private(set) var callCount = 0
    var wasCalled: Bool { callCount > 0 }

    /// A completion handler that counts its calls and runs `extra` first.
    func handler(_ extra: @escaping @MainActor () -> Void = {}) -> () -> Void {
        { [self] in
            extra()
            callCount += 1
        }
    }
}

/// A controller whose appearance callbacks run closures, so tests can look at the presentation
/// state (flags, coordinators, relationships) from inside the callbacks.
@MainActor
final class PresentationProbeViewController: UIViewController {
    var onViewWillAppear: ((PresentationProbeViewController) -> Void)?
    var onViewDidAppear: ((PresentationProbeViewController) -> Void)?
    var onViewWillDisappear: ((PresentationProbeViewController) -> Void)?
    var onViewDidDisappear: ((PresentationProbeViewController) -> Void)?

    override func viewWillAppear(_ animated: Bool) { onViewWillAppear?(self) }
    override func viewDidAppear(_ animated: Bool) { onViewDidAppear?(self) }
    override func viewWillDisappear(_ animated: Bool) { onViewWillDisappear?(self) }
    override func viewDidDisappear(_ animated: Bool) { onViewDidDisappear?(self) }
}

/// A presentation controller whose `shouldRemovePresentersView` is chosen by the test and
/// which records its transition hooks.
@MainActor
final class PresentationTestPresentationController: UIPresentationController {
    let removesPresentersView: Bool
    private(set) var hookCalls: [String] = []

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresentersView: Bool) {
        self.removesPresentersView = removesPresentersView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }

    override func presentationTransitionWillBegin() { hookCalls.append("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { hookCalls.append("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { hookCalls.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { hookCalls.append("dismissalTransitionDidEnd(\(completed))") }
}

/// A transitioning delegate that supplies ``PresentationTestPresentationController``s and
/// remembers the arguments it was asked with.
@MainActor
final class PresentationTestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let removesPresentersView: Bool
    private(set) var madeControllers: [PresentationTestPresentationController] = []
    private(set) var askedPresenting: [UIViewController?] = []
    private(set) var askedSources: [UIViewController] = []

    init(removesPresentersView: Bool = false) {
        self.removesPresentersView = removesPresentersView
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        askedPresenting.append(presenting)
        askedSources.append(source)
        let controller = PresentationTestPresentationController(
            presentedViewController: presented, presenting: presenting,
            removesPresentersView: removesPresentersView)
        madeControllers.append(controller)
        return controller
    }
}

/// Adds `child` to `parent` as a custom container would: `addChild`, the child's view inside
/// the parent's view, `didMove(toParent:)`.
@MainActor
func presentationEmbed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

/// Switches the runtime to recording exceptions instead of trapping.
@MainActor
func presentationRecordExceptions() {
    HeadlessRuntime.shared.exceptionPolicy = .record
}

/// The styles the §1.9 table says remove the presenter's (or context's) views.
let presentationRemovingStyles: [UIModalPresentationStyle] = [.fullScreen, .currentContext]

/// The styles the §1.9 table says leave the presenter's views in the window (besides `.custom`).
let presentationNonRemovingStyles: [UIModalPresentationStyle] = [.pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover]

/// Gives a popover-style controller an anchor so it can be presented; does nothing for other styles.
@MainActor
func presentationAnchorIfPopover(_ presented: UIViewController, to anchor: UIViewController) {
    if presented.modalPresentationStyle == .popover {
        presented.popoverPresentationController?.sourceView = anchor.view
    }
}

/// Identity of two existential coordinators.
@MainActor
func presentationSameCoordinator(
    _ lhs: (any UIViewControllerTransitionCoordinator)?,
    _ rhs: (any UIViewControllerTransitionCoordinator)?
) -> Bool {
    guard let lhs, let rhs else { return false }
    return lhs === rhs
}
