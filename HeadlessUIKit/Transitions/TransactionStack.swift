#if !canImport(UIKit)

    /// The open `CATransaction` groups and the completion blocks waiting on their transitions.
    ///
    /// A group's completion runs once every transition started inside it has ended, or at the
    /// group's commit when it started none. Setting a completion without `begin()` uses the
    /// implicit transaction of the current turn, which commits at the turn's end.
    @MainActor
    final class TransactionStack {
        final class Group {
            var completion: (() -> Void)?
            var animationDuration: Double = 0.25
            var disableActions = false
            var unfinished: [ObjectIdentifier] = []
            let isImplicit: Bool
            init(isImplicit: Bool) { self.isImplicit = isImplicit }
        }

        private var open: [Group] = []
        private var committedWaiting: [Group] = []

        var current: Group {
            if let group = open.last { return group }
            let implicit = Group(isImplicit: true)
            open.append(implicit)
            HeadlessRuntime.shared.engine.setNeedsCommit()
            return implicit
        }

        /// True while a committed group's completion still waits for its transitions.
        var hasWaitingCompletions: Bool { !committedWaiting.isEmpty }

        func begin() {
            open.append(Group(isImplicit: false))
        }

        func commit() {
            guard let index = open.lastIndex(where: { !$0.isImplicit }) else { return }
            let group = open.remove(at: index)
            close(group)
        }

        func commitImplicitTransaction() {
            let implicit = open.filter(\.isImplicit)
            open.removeAll { $0.isImplicit }
            for group in implicit { close(group) }
        }

        func register(_ transition: Transition) {
            for group in open { group.unfinished.append(ObjectIdentifier(transition)) }
        }

        func transitionFinished(_ transition: Transition) {
            let id = ObjectIdentifier(transition)
            for group in open { group.unfinished.removeAll { $0 == id } }
            for group in committedWaiting { group.unfinished.removeAll { $0 == id } }
            let done = committedWaiting.filter(\.unfinished.isEmpty)
            committedWaiting.removeAll { $0.unfinished.isEmpty }
            for group in done { runCompletion(of: group) }
        }

        private func close(_ group: Group) {
            if group.unfinished.isEmpty {
                runCompletion(of: group)
            } else {
                committedWaiting.append(group)
            }
        }

        private func runCompletion(of group: Group) {
            let completion = group.completion
            group.completion = nil
            completion?()
        }
    }

#endif
