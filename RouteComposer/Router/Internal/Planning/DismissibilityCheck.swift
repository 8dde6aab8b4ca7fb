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
        var leaving: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        var next = origin.presentedViewController
        while let member = next, seen.insert(ObjectIdentifier(member)).inserted {
            leaving.append(member)
            next = member.presentedViewController
        }
        var child = origin
        for ancestor in origin.routingAncestors(locator: locator) {
            if let navigation = ancestor as? UINavigationController,
               let index = navigation.viewControllers.firstIndex(where: { $0 === child }) {
                leaving.append(contentsOf: navigation.viewControllers[(index + 1)...])
            }
            child = ancestor
        }
        if let firstBuild, firstBuild.action.replacesRoot, origin.viewIfLoaded?.window?.rootViewController === origin {
            leaving.append(origin)
        }
        if let refusing = leaving.first(where: { !$0.agreesToLeave }) {
            throw RoutingError.cantBeDismissed(.init("\(refusing) cannot be dismissed, so the navigation from \(origin) cannot go ahead.",
                                                     location: RoutingErrorLocation(phase: .dismissibilityCheck, viewController: "\(refusing)")))
        }
    }
}

extension UIViewController {
    /// False when the controller, or a container's child, refuses to be dismissed.
    var agreesToLeave: Bool {
        [self].canBeDismissed
    }
}
