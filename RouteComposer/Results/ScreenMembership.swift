/// The controllers on screen at one moment, held weakly: what a flow that returns a value did not
/// add, and so does not close.
@MainActor
final class ScreenMembership {
    private struct Member {
        weak var controller: UIViewController?
    }

    private let members: [ObjectIdentifier: Member]

    /// Records every controller reachable from the windows of the connected scenes now.
    init() {
        var members: [ObjectIdentifier: Member] = [:]
        for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
            for window in scene.windows {
                for controller in window.rootViewController?.reachableControllers ?? [] {
                    members[ObjectIdentifier(controller)] = Member(controller: controller)
                }
            }
        }
        self.members = members
    }

    /// Whether `controller` was on screen when the record was taken; identity is checked, so a
    /// new controller at a freed one's address is not taken for it.
    func contains(_ controller: UIViewController) -> Bool {
        members[ObjectIdentifier(controller)]?.controller === controller
    }
}
