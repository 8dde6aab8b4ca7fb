/// The undo of what an app's own action changed, known only by comparing the hierarchy with the
/// census taken before it: what has a known inverse is put back, and the rest is reported.
extension RollbackRecord {
    /// Puts the window's root back when the action replaced it, and dismisses what it presented
    /// above the chain, as the built-in actions that do these are undone. Whatever else differs
    /// from the census (a child added to a controller, a controller taken off) the router knows
    /// no inverse of: it is refused, naming the action and the controllers.
    static func restore(
        _ census: HierarchyCensus, from outermost: UIViewController, to top: UIViewController, actionType: String?,
        completion: @escaping (Result<Void, Refusal>) -> Void
    ) {
        if census.rootWasReplaced, let window = census.window {
            window.rootViewController = census.root
        }
        restore(from: outermost, to: top) { result in
            guard case .success = result else { return completion(result) }
            completion(census.remainingChanges(by: actionType ?? "the action").map { .failure($0) } ?? .success(()))
        }
    }
}

extension HierarchyCensus {
    /// True when the window's root was replaced since the census.
    var rootWasReplaced: Bool {
        window.map { $0.rootViewController !== root } == true
    }

    /// True while the hierarchy differs from the census: a new root, a controller arrived or left.
    var differsFromNow: Bool {
        rootWasReplaced || !arrived().isEmpty || !departed().isEmpty
    }

    /// What still differs from the census, as a refusal naming `action` and the controllers that
    /// arrived (the tops of what came) and left; nil when nothing does.
    fileprivate func remainingChanges(by action: String) -> RollbackRecord.Refusal? {
        let arrived = arrived()
        let departed = departed()
        var changes: [String] = []
        if !arrived.isEmpty { changes.append("added \(Self.count(arrived))") }
        if !departed.isEmpty { changes.append("removed \(Self.count(departed))") }
        guard !changes.isEmpty else { return nil }
        return RollbackRecord.Refusal(
            description: "\(action) \(changes.joined(separator: " and ")), and the router knows no undo for what an app's own action does",
            controllers: arrived + departed)
    }

    private static func count(_ controllers: [UIViewController]) -> String {
        controllers.count == 1 ? "1 controller" : "\(controllers.count) controllers"
    }
}
