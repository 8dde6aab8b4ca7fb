extension DefaultRouter {
    /// Reports to ``observers`` the changes of the screen no router reporting to them made since
    /// their last navigation or dismissal ended: controllers the user popped, dismissed or
    /// otherwise removed, and tabs the user selected. See
    /// <doc:NavigationLifecycle#Changes-the-user-made>.
    ///
    /// The router does this itself when its next request starts; call this to hear of a change
    /// sooner, for example from the app's own `navigationController(_:didShow:animated:)` or
    /// `presentationControllerDidDismiss(_:)`. Each change is reported once, and what it removed
    /// goes to ``leakDetection``, checked its delay after this call.
    ///
    /// While a finger drives an interactive transition (a swipe back, a sheet pulled down), the
    /// report waits until the transition has ended: a cancelled gesture then reports nothing. While
    /// a request of ``navigationQueue`` runs this does nothing: its start compared the screen, and
    /// its end records it. With nobody observing and leak detection off it does nothing either.
    public func reportUserChanges() {
        if let coordinator = FingerWait.liveInteraction(locator: containerAdapterLocator, aimedAt: aim),
            FingerWait.whenReleased(coordinator, { [self] in reportUserChanges() })
        {
            return
        }
        guard !navigationQueue.isNavigating else { return }
        UserChanges.report(with: trackingSettings, afterRequest: false)
    }
}
