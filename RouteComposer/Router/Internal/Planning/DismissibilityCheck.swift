/// Checks, before anything happens, that every controller the navigation will remove from the
/// screen agrees to go: what is presented above the origin, what is stacked above it in
/// navigation controllers, and, when the first step replaces the window's root, the whole window.
///
/// Unlike a check of the origin's whole container tree, a refusing controller in another tab
/// does not block a navigation that leaves it alone.
@MainActor
struct DismissibilityCheck {
    let locator: ContainerAdapterLocator

    func verify(origin: UIViewController, firstBuild: PlannedBuild?) throws {
        var leaving = origin.presentedChain + origin.stackedAbove(locator: locator)
        if let firstBuild, firstBuild.action.replacesRoot, origin.viewIfLoaded?.window?.rootViewController === origin {
            leaving.append(origin)
        }
        if let refusing = leaving.first(where: { !$0.agreesToLeave }) {
            throw RoutingError.cantBeDismissed(
                .init(
                    "\(refusing) cannot be dismissed, so the navigation from \(origin) cannot go ahead.",
                    location: RoutingErrorLocation(phase: .dismissibilityCheck, viewController: "\(refusing)")))
        }
    }
}

extension UIViewController {
    /// False when the controller, or a container's child, refuses to be dismissed.
    var agreesToLeave: Bool {
        // The array extension's rule for one element, without an array per controller: popping
        // to the bottom of a deep stack asks this of every controller it removes.
        asRoutingInterceptable?.canBeDismissed != false
    }
}
