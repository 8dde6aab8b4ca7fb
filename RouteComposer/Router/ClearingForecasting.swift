/// A stack presentation handler that can tell, by reading the hierarchy, that clearing the way to
/// a controller would change nothing, so that the router need not call it.
///
/// Most navigations start from a controller that nothing covers and that its containers already
/// show. A handler that answers here spares those navigations a call with a deadline and a
/// watch for removals. Only the library's ``DefaultStackPresentationHandler`` conforms: a
/// handler of an app's may do more than its name says, so it is always called.
@MainActor
protocol ClearingForecasting: StackPresentationHandler {
    /// True when ``StackPresentationHandler/dismissPresented(from:animated:completion:)`` would
    /// succeed at once for `viewController` without changing anything.
    func hasNothingToDismiss(above viewController: UIViewController) -> Bool

    /// True when ``StackPresentationHandler/makeVisibleInParentContainers(_:animated:completion:)``
    /// would succeed at once for `viewController` without asking any adapter to change.
    func hasNothingToReveal(_ viewController: UIViewController) -> Bool
}
