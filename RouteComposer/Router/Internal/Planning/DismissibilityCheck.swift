/// Checks, before anything happens, that every controller the navigation will remove from the
/// screen agrees to go: what is presented above the origin, what is stacked above it in
/// navigation controllers, and, when the first step replaces the window's root, the whole window.
///
/// Unlike a check of the origin's whole container tree, a refusing controller in another tab
/// does not block a navigation that leaves it alone.
@MainActor
struct DismissibilityCheck {
    let locator: ContainerAdapterLocator

    func verify(origin: UIViewController, replacesRoot: Bool) throws {
        let replacesWindowRoot = replacesRoot && origin.viewIfLoaded?.window?.rootViewController === origin
        if let refusing = firstRefusing(above: origin) ?? (replacesWindowRoot && !origin.agreesToLeave ? origin : nil) {
            throw RoutingError.cantBeDismissed(
                .init(
                    "\(refusing) cannot be dismissed, so the navigation from \(origin) cannot go ahead.",
                    location: RoutingErrorLocation(phase: .dismissibilityCheck, viewController: "\(refusing)")))
        }
    }

    /// The first controller that refuses to leave among what is presented above `origin`
    /// (outermost first), then what is stacked above it in the navigation controllers around it
    /// (nearest container first, each stack bottom up). Read in place: every navigation asks
    /// this, and nearly always nothing covers its origin, so lists of the leaving would be made
    /// only to be found empty.
    private func firstRefusing(above origin: UIViewController) -> UIViewController? {
        if let refusing = origin.firstPresented(where: { !$0.agreesToLeave }) {
            return refusing
        }
        var refusing: UIViewController?
        _ = origin.firstRoutingAncestor(locator: locator) { child, ancestor, _ in
            guard let navigation = ancestor as? UINavigationController else { return false }
            // A plain loop: popping to the bottom of a deep stack asks every controller above it.
            for controller in UIViewController.stacked(above: child, in: navigation.viewControllers) where !controller.agreesToLeave {
                refusing = controller
                return true
            }
            return false
        }
        return refusing
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
