extension NavigationExecutor {
    /// Asks UIKit to bring forward the scene `destination` is shown in when it is not the scene
    /// the navigation is aimed at, as ``DefaultRouter/bringsFoundSceneForward`` says: a person who
    /// asked for a screen in one window sees the window that shows it.
    ///
    /// The aimed scene is read now, as the navigation's finders read it: the router's scene, or,
    /// for a router made for none, the scene of the window ``RouteComposerDefaults/windowProvider``
    /// supplies. A destination in no scene's window (a window of its own, a unit test's bare
    /// controllers) brings nothing forward, and neither does an app with one scene: there is no
    /// other scene for it to be in, and asking which scene is aimed at costs a search of the
    /// windows at every navigation.
    func bringSceneForward(of destination: UIViewController) {
        guard settings.bringsFoundSceneForward, UIApplication.shared.connectedScenes.count > 1,
            let found = destination.viewIfLoaded?.window?.windowScene
        else { return }
        let aimed = SceneAim.within(request.aim) { RouteComposerDefaults.shared.windowProvider.window?.windowScene }
        guard found !== aimed else { return }
        logger?.info("The destination \(destination) is shown in another scene than the one the navigation is aimed at; bringing it forward.")
        UIApplication.shared.requestSceneSessionActivation(found.session, userActivity: nil, options: nil, errorHandler: nil)
    }
}
