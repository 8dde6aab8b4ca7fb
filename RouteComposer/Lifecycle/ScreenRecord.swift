/// What the routers reporting to one ``NavigationObservers`` last saw on screen: every controller
/// reachable from the root of each window of the connected scenes, how each hung there, and the
/// tab each tab bar controller showed. Compared with the screen later, it tells what changed
/// without any router: what the user (or the app's own UIKit calls) removed and selected.
///
/// Taken when a request of the queue ends and compared when the next one starts, so the routers'
/// own changes are never in a comparison. Holds every controller weakly: a record kept between
/// navigations must not keep the screens the user closed alive, which leak detection would then
/// report. A member freed before the comparison is still reported, by the type name and
/// description taken with the record.
@MainActor
struct ScreenRecord {
    /// How a member hung from the one counted before it.
    private enum Hold {
        case root, stacked, presented, contained
    }

    private struct Member {
        let reference: ControllerReference
        /// The controller's identity when recorded, to tell the routers' own removals apart.
        let id: ObjectIdentifier
        /// The index of the member it hung from; nil for a window's root.
        let holder: Int?
        let hold: Hold
    }

    private struct Selection {
        weak var tabBar: UITabBarController?
        weak var selected: UIViewController?
    }

    private struct WindowRecord {
        weak var window: UIWindow?
        let members: [Member]
        let selections: [Selection]
    }

    /// One group of removals, in the order their first member was counted.
    struct Removal {
        let reason: NavigationEvent.RemovalReason
        let removed: [ControllerReference]
    }

    /// What changed since the record was taken.
    struct Changes {
        var removals: [Removal] = []
        var selections: [(tabBar: UITabBarController, selected: UIViewController)] = []
        var isEmpty: Bool { removals.isEmpty && selections.isEmpty }
    }

    private let windows: [WindowRecord]

    /// Records the screen as it is now.
    ///
    /// - Complexity: O(*n*) for the *n* controllers reachable from the windows' roots.
    init() {
        var windows: [WindowRecord] = []
        for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
            for window in scene.windows {
                guard let root = window.rootViewController else { continue }
                windows.append(Self.record(window, root: root))
            }
        }
        self.windows = windows
    }

    private static func record(_ window: UIWindow, root: UIViewController) -> WindowRecord {
        let reachable = root.reachableControllers
        var index: [ObjectIdentifier: Int] = [:]
        var members: [Member] = []
        var selections: [Selection] = []
        members.reserveCapacity(reachable.count)
        for controller in reachable {
            index[ObjectIdentifier(controller)] = members.count
            if let tabBar = controller as? UITabBarController {
                selections.append(Selection(tabBar: tabBar, selected: tabBar.selectedViewController))
            }
            var holder: (index: Int, hold: Hold)?
            if let parent = controller.parent {
                holder = index[ObjectIdentifier(parent)].map { ($0, parent is UINavigationController ? .stacked : .contained) }
            } else if let presenter = controller.presentingViewController {
                holder = index[ObjectIdentifier(presenter)].map { ($0, .presented) }
            }
            members.append(
                Member(
                    reference: ControllerReference(controller), id: ObjectIdentifier(controller), holder: holder?.index,
                    hold: holder?.hold ?? .root))
        }
        return WindowRecord(window: window, members: members, selections: selections)
    }

    /// What left the windows recorded and which tabs changed since the record was taken, but for
    /// the controllers a router reported removing (`removedByRouters`). With `selections` false,
    /// tab changes are left out: during a request, a router selects tabs without an event.
    ///
    /// - Complexity: O(*n*) for the *n* controllers recorded and reachable now.
    func changes(removedByRouters: Set<ObjectIdentifier> = [], selections: Bool = true) -> Changes {
        var changes = Changes()
        for record in windows {
            let now = record.window?.rootViewController?.reachableControllers ?? []
            let present = Set(now.map(ObjectIdentifier.init))
            Self.collectRemovals(of: record, present: present, excluding: removedByRouters, into: &changes)
            guard selections else { continue }
            for selection in record.selections {
                guard let tabBar = selection.tabBar, present.contains(ObjectIdentifier(tabBar)),
                    let selected = tabBar.selectedViewController, selected !== selection.selected
                else { continue }
                changes.selections.append((tabBar, selected))
            }
        }
        return changes
    }

    /// Each member gone, with the reason of the outermost member gone above it: what hung from a
    /// popped controller left with it. A member a router removed, and what hung from it, is the
    /// router's change, not the user's.
    private static func collectRemovals(
        of record: WindowRecord, present: Set<ObjectIdentifier>, excluding removedByRouters: Set<ObjectIdentifier>,
        into changes: inout Changes
    ) {
        var reasons: [NavigationEvent.RemovalReason?] = []
        var byRouter: [Bool] = []
        reasons.reserveCapacity(record.members.count)
        byRouter.reserveCapacity(record.members.count)
        var groups: [(reason: NavigationEvent.RemovalReason, removed: [ControllerReference])] = []
        for member in record.members {
            // A freed member is gone; a live one cannot share an identifier with a newcomer.
            let gone = member.reference.viewController.map { !present.contains(ObjectIdentifier($0)) } ?? true
            let routers = gone && (removedByRouters.contains(member.id) || member.holder.map { byRouter[$0] } == true)
            byRouter.append(routers)
            guard gone, !routers else {
                reasons.append(nil)
                continue
            }
            let reason = member.holder.flatMap { reasons[$0] } ?? reason(for: member.hold)
            reasons.append(reason)
            if let group = groups.firstIndex(where: { $0.reason == reason }) {
                groups[group].removed.append(member.reference)
            } else {
                groups.append((reason, [member.reference]))
            }
        }
        changes.removals += groups.map { Removal(reason: $0.reason, removed: $0.removed) }
    }

    private static func reason(for hold: Hold) -> NavigationEvent.RemovalReason {
        switch hold {
        case .stacked: .poppedByUser
        case .presented: .dismissedByUser
        case .root, .contained: .removedByUser
        }
    }
}
