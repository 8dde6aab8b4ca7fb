/// The last step of a destination that shows a sheet at a detent: "the product sheet, large".
///
/// Chain it after the step that finds or presents the sheet, with the same controller type and
/// context:
///
/// ```swift
/// let productSheet = StepAssembly(finder: ClassFinder<ProductViewController, String>(), factory: ProductFactory())
///     .using(GeneralAction.presentModally(presentationStyle: .pageSheet, presentationConfiguration: { controller in
///         (controller as? UISheetPresentationController)?.detents = [.medium(), .large()]
///     }))
///     .from(GeneralStep.current())
///     .assemble()
///
/// let largeProductSheet = SheetDetentStep.selecting(.large, of: ProductViewController.self, context: String.self)
///     .assemble(from: productSheet)
/// ```
///
/// A sheet already resting at the detent is the destination, and nothing changes. Otherwise the
/// steps before find or present the sheet, and ``GeneralAction/selectSheetDetent(_:)`` moves it,
/// animated as UIKit animates it when the navigation is; the navigation ends once the detent is
/// selected. A sheet on screen that does not have the detent fails the navigation while it is
/// planned, before any change, with ``RoutingFailureReason/sheetDetentUnavailable``; a sheet the
/// navigation presents without it fails at the step, and the rollback dismisses it.
@MainActor
public enum SheetDetentStep {
    /// The step: a sheet of `VC` resting at `detent`, reached by moving the sheet the step before
    /// it shows.
    ///
    /// - Parameters:
    ///   - detent: the detent the sheet ends at.
    ///   - viewControllerType: the sheet's controller type, that of the step before.
    ///   - contextType: the navigation's context type, that of the step before.
    ///   - windowProvider: the window searched for the sheet.
    public static func selecting<VC: UIViewController, C>(
        _ detent: UISheetPresentationController.Detent.Identifier, of viewControllerType: VC.Type, context contextType: C.Type,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider
    ) -> StepChainAssembly<VC, C> {
        StepAssembly(
            finder: SheetFinder<VC, C>(restingAt: detent, windowProvider: windowProvider),
            factory: FinderFactory(alwaysFinding: SheetFinder<VC, C>(windowProvider: windowProvider), configuration: nil)
        )
        .using(GeneralAction.selectSheetDetent(detent))
    }
}
