import Foundation
@testable import RouteComposer
import HeadlessUIKit

/// A screen pushed by the alert tests' later navigations.
final class AlertTestScreenViewController: UIViewController {}

/// Destinations the alert tests share, searching one window.
@MainActor
struct AlertDestinations {
    let provider: CustomWindowProvider

    init(window: UIWindow) {
        provider = CustomWindowProvider(window: window)
    }

    /// An alert of `style` showing the context, found again while one with the same title is on screen.
    func alert(style: UIAlertController.Style = .alert, anchor: PopoverAnchor? = nil) -> DestinationStep<UIAlertController, AlertContent> {
        StepAssembly(
            finder: AlertFinder<AlertContent>(windowProvider: provider) { alert, content in alert.title == content.title },
            factory: AlertFactory(preferredStyle: style)
        )
        .using(.presentAlert(popoverAnchor: anchor))
        .from(GeneralStep.current(windowProvider: provider))
        .assemble()
    }

    /// A screen pushed onto the window's navigation controller.
    func pushedScreen() -> DestinationStep<AlertTestScreenViewController, Void> {
        StepAssembly(finder: NilFinder<AlertTestScreenViewController, Void>(), factory: ClassFactory<AlertTestScreenViewController, Void>())
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Void>(options: .fullStack, windowProvider: provider)))
            .assemble()
    }

    /// An action sheet presented from a screen pushed first: two changes, the second refused.
    func actionSheetAfterPush(content: AlertContent) -> DestinationStep<UIAlertController, Void> {
        StepAssembly(finder: NilFinder<UIAlertController, Void>(), factory: AlertFactory<Void>(preferredStyle: .actionSheet, content: content))
            .using(GeneralAction.presentAlert())
            .from(SingleStep(finder: NilFinder<AlertTestScreenViewController, Void>(), factory: ClassFactory<AlertTestScreenViewController, Void>()))
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Void>(options: .fullStack, windowProvider: provider)))
            .assemble()
    }
}
