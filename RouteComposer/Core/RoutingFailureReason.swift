/// Why the router itself stopped a navigation: the underlying error of the ``RoutingError`` it
/// reports when no app code failed, but the navigation could not go on.
///
/// It is a struct with static members rather than an enum, so new reasons can be added without
/// breaking an app's exhaustive `switch`. Match it with `==` or by ``code``:
///
/// ```swift
/// if case .compositionFailed(let context) = error,
///    context.underlyingError as? RoutingFailureReason == .superseded { … }
/// ```
public struct RoutingFailureReason: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the reason.
    public let code: String

    private init(_ code: String) {
        self.code = code
    }

    /// A newer request replaced this one while it waited in a latest-wins ``NavigationQueue``.
    public static let superseded = RoutingFailureReason("superseded")
    /// A rejecting ``NavigationQueue`` was busy with another navigation.
    public static let navigationInProgress = RoutingFailureReason("navigationInProgress")
    /// UIKit refused an operation (a presentation, a dismissal) that the router asked for. On a
    /// device UIKit only logs such a refusal and never calls the completion.
    public static let ignoredByUIKit = RoutingFailureReason("ignoredByUIKit")
    /// An interceptor, an action or a transition did not complete before its deadline, or the new
    /// window a navigation asked for (``DefaultRouter/navigateInNewWindow(to:with:animated:completion:)``)
    /// did not have a root view controller before the router's ``DefaultRouter/actionTimeout``.
    public static let timedOut = RoutingFailureReason("timedOut")
    /// Everything completed, but the destination is not where the configuration put it.
    public static let destinationNotShown = RoutingFailureReason("destinationNotShown")

    /// The controller the navigation would start from is covered by a presentation, and the
    /// router's ``LinkArrivalPolicy/WhenCovered/refuse`` policy does not dismiss it.
    public static let destinationCovered = RoutingFailureReason("destinationCovered")
    /// The key window has no root view controller yet, and the router's
    /// ``LinkArrivalPolicy/BeforeRoot/refuse`` policy does not wait for one.
    public static let noRootViewController = RoutingFailureReason("noRootViewController")

    /// A factory that builds a controller by its type (``ClassFactory`` and the container
    /// factories) could not create it: off iOS the controller's own `init?(coder:)` returned nil,
    /// which is what a subclass with a designated initialiser of its own usually writes. Such a
    /// controller needs a ``Factory`` of its own that calls its initialiser. (On iOS the same
    /// configuration stops the app with UIKit's "Use of unimplemented initializer".)
    public static let needsOwnFactory = RoutingFailureReason("needsOwnFactory")

    /// A popover, or an action sheet on a regular width (which UIKit presents as a popover), was
    /// to be presented without an anchor: no source view, bar button item or source item. UIKit
    /// would raise `NSGenericException`; the router fails before presenting instead, and the
    /// error's message quotes UIKit's. See ``PopoverAnchor``.
    public static let popoverWithoutAnchor = RoutingFailureReason("popoverWithoutAnchor")
    /// The content of an alert cannot be shown as written: a second `.cancel` button, which UIKit
    /// refuses with an exception, or a preferred button that is not among the buttons.
    public static let invalidAlertContent = RoutingFailureReason("invalidAlertContent")
    /// A sheet was asked to rest at a detent it does not have among its `detents`.
    public static let sheetDetentUnavailable = RoutingFailureReason("sheetDetentUnavailable")
    /// A detent was to be selected on a controller that is not presented as a sheet.
    public static let notPresentedAsSheet = RoutingFailureReason("notPresentedAsSheet")

    /// A navigation was asked to open a new window
    /// (``DefaultRouter/navigateInNewWindow(to:with:animated:completion:)``), but the app cannot
    /// show several scenes: `UIApplication.supportsMultipleScenes` is false, as on an iPhone or
    /// without `UIApplicationSupportsMultipleScenes` in the Info.plist. Nothing was changed.
    public static let multipleScenesNotSupported = RoutingFailureReason("multipleScenesNotSupported")
    /// The system refused the new window a navigation asked for: the error handler of
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` reported an error,
    /// which the routing error's message quotes.
    public static let sceneActivationFailed = RoutingFailureReason("sceneActivationFailed")

    /// No tab of a tab bar controller driven by iOS 18 tabs has the identifier a ``TabFinder`` or
    /// ``TabStep`` asked for, or the controller to select is no tab's. The routing error's message
    /// names the identifier and the tab bar controller.
    public static let tabNotFound = RoutingFailureReason("tabNotFound")
    /// ``ContainerViewController/add(tab:title:image:at:)`` was to add a tab whose identifier a
    /// tab of the tab bar controller already has; UIKit requires identifiers to be unique. Nothing
    /// was changed.
    public static let tabIdentifierTaken = RoutingFailureReason("tabIdentifierTaken")
    /// A controller was to become a tab of a tab bar controller driven by iOS 18 tabs without an
    /// identifier, as ``ContainerViewController/add(at:replacing:)`` adds it; such a controller
    /// takes tabs only. Nothing was changed.
    public static let tabIdentifierRequired = RoutingFailureReason("tabIdentifierRequired")
    /// The code.
    public var description: String { code }
}
