import Foundation
@testable import HeadlessUIKit

/// A gesture recogniser delegate that refuses every gesture.
@MainActor
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private(set) var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}

/// A navigation stack of `root` and `top`, recorded in `log`, shown in a fresh window with
/// `duration` as the transition duration, the log emptied.
@MainActor
func gestureTestStack(log: EventLog, duration: TimeInterval = 0.3) async -> (UINavigationController, RecordingViewController, RecordingViewController) {
    let runtime = HeadlessRuntime.shared
    let root = RecordingViewController("root", log: log)
    let top = RecordingViewController("top", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    await runtime.showInFreshWindow(navigation)
    runtime.transitionDuration = duration
    _ = log.take()
    return (navigation, root, top)
}

/// Records what a presentation controller's delegate hears, sheets' detent changes included.
@MainActor
final class SheetDelegateRecorder: NSObject, UISheetPresentationControllerDelegate {
    let log: EventLog

    init(log: EventLog) { self.log = log }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.record("sheet.willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.record("sheet.didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.record("sheet.didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.record("sheet.didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}
