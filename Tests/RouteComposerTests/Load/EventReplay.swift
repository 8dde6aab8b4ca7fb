import Foundation
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// Replays what observers heard against what the window holds: between two looks at a settled
/// screen, every controller that came into the window's hierarchy was announced by an
/// integration (its own, or that of a container it came in with), and every controller that
/// left was announced by a removal (its own, or that of a container or presenter it left with),
/// whoever made the change, the router or the user. A controller the rollback of a cancelled
/// navigation put back is announced by that rollback's undo.
@MainActor
final class EventReplay {
    /// A controller seen in the window: held weakly, described as events describe it.
    private struct Seen {
        weak var controller: UIViewController?
        let description: String
        /// The descriptions of the containers and presenters it hung from, nearest first.
        let ancestors: [String]
    }

    private let window: UIWindow
    private var seen: [ObjectIdentifier: Seen] = [:]
    private var integrated: Set<ObjectIdentifier> = []
    private var removed: Set<String> = []
    private var undone = false
    private var heard: [String] = []
    private var observation: NavigationObservation?
    private(set) var events = 0
    private(set) var checks = 0

    init(window: UIWindow, observers: NavigationObservers) {
        self.window = window
        observation = observers.add { [weak self] event in self?.hear(event) }
        seen = look()
    }

    func note(_ text: String) { heard.append("NOTE " + text) }

    private func hear(_ event: NavigationEvent) {
        events += 1
        heard.append("\(event)")
        switch event.kind {
        case .didIntegrate:
            if let controller = event.controller?.viewController { integrated.insert(ObjectIdentifier(controller)) }
        case .didRemove:
            removed.formUnion(event.removed.map(\.description))
        case .changeUndone:
            undone = true
        default:
            break
        }
    }

    /// The problems since the last check, if any, then a fresh start from the screen as it is.
    func check() -> [String] {
        checks += 1
        let now = look()
        var problems: [String] = []
        for (id, entry) in now where seen[id] == nil {
            guard let controller = entry.controller else { continue }
            let announced = chain(of: controller).contains { integrated.contains(ObjectIdentifier($0)) }
            let putBack = undone && removed.contains(entry.description)
            if !announced && !putBack { problems.append("\(entry.description) came on screen unannounced") }
        }
        for (id, entry) in seen where now[id] == nil || now[id]?.controller == nil {
            let announced = ([entry.description] + entry.ancestors).contains { removed.contains($0) }
            if !announced {
                problems.append("\(entry.description) left the screen unannounced (it hung from \(entry.ancestors)); heard:\n\(heard.joined(separator: "\n"))")
            }
        }
        seen = now
        integrated.removeAll()
        removed.removeAll()
        undone = false
        heard.removeAll()
        return problems
    }

    /// Every controller the window's hierarchy holds: every child of every container, shown or
    /// not, and every presentation.
    private func look() -> [ObjectIdentifier: Seen] {
        var found: [ObjectIdentifier: Seen] = [:]
        guard let root = window.rootViewController else { return found }
        var pending: [(UIViewController, [String])] = [(root, [])]
        while let (controller, ancestors) = pending.popLast() {
            let description = "\(controller)"
            found[ObjectIdentifier(controller)] = Seen(controller: controller, description: description, ancestors: ancestors)
            for child in controller.children where child.isHeldInWindowHierarchy {
                pending.append((child, [description] + ancestors))
            }
            if let presented = controller.presentedViewController, !presented.isBeingDismissed {
                pending.append((presented, [description] + ancestors))
            }
        }
        return found
    }

    private func chain(of controller: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current: UIViewController? = controller
        while let next = current, chain.count < 1_000 {
            chain.append(next)
            current = next.parent ?? next.presentingViewController
        }
        return chain
    }
}
