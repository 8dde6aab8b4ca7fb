import Foundation

/// What a rollback has found so far: which changes it could not undo.
@MainActor
struct RollbackTally {
    /// The error of the failed navigation, which the rollback hands back, never loses.
    let originalError: Error
    /// The recorded changes, newest first: the order they are undone in.
    let records: [RollbackRecord]
    var notUndone: [RollbackIncomplete.Change] = []
    /// The controllers integrated by changes already reported as not undone, so that the end of
    /// the rollback does not report them again, under a wrong reason, as changes with no known undo.
    var reportedIntegrations = Set<ObjectIdentifier>()
}

// A rollback is the inverse of the navigation's changes, run by the same executor: one
// ``NavigationInstruction/undo(_:)`` per recorded change, newest first. Each undo waits, like the
// navigation's own changes, until no transition runs around what it changes, and has the
// router's action deadline; one that does not complete in time is reported as not undone and
// the rollback goes on. A rollback cannot be cancelled: stopping halfway would leave the
// half-built screen the rollback exists to remove. It ends with the original error when
// everything was undone, a ``RollbackIncomplete`` around it otherwise.
extension NavigationExecutor {
    /// Replaces what is left of the program with the undos of `records`; reports nothing and
    /// ends with `error` at once when no change is left to undo.
    func startRollback(of records: [RollbackRecord], after error: Error) {
        phase = .rollingBack
        let newestFirst = Array(records.reversed())
        guard newestFirst.contains(where: { $0.isChanged(locator: settings.locator) }) else {
            return finishRequest(.failure(error))
        }
        state.rollback = RollbackTally(originalError: error, records: newestFirst)
        logger?.info("Rolling back the failed navigation: \(records.count) recorded changes.")
        tracker?.report(.rollbackStarted) { $0.error = error }
        program = Program(instructions: newestFirst.indices.map(NavigationInstruction.undo), closes: program.closes)
        advance()
    }

    func undo(_ index: Int) {
        let locator = settings.locator
        guard let record = state.rollback?.records[index], record.isChanged(locator: locator), let anchor = record.anchor else { return advance() }
        let subject = record.subject.map { [$0] } ?? []
        calls.call(
            .named("The undo of a \(record.kind) change"), timeout: settings.actionTimeout, at: nil,
            timedOut: { timeout in .failure(RollbackRecord.Refusal(description: "the undo did not complete within \(timeout) seconds", controllers: subject)) },
            { [self] done in
                let number = calls.number
                TransitionSettling.waitUntilSettled(anchor, isWanted: { [weak self] in self?.phase == .rollingBack }) { [self] in
                    let removal = tracker?.watchRemovals(around: anchor, reason: .rolledBack) { record.predictedRemovals(locator: locator) }
                    record.undo(locator: locator, isWanted: { [calls] in calls.isAwaiting(number) }) { [calls] result in
                        // A completion after the deadline reports nothing: the navigation may have ended.
                        if calls.isAwaiting(number) { removal?.finish() }
                        switch result {
                        case .success: done(.success)
                        case .failure(let refusal): done(.failure(refusal))
                        }
                    }
                }
            },
            then: { [self] result in
                conclude(record, result)
                advance()
            })
    }

    private func conclude(_ record: RollbackRecord, _ result: RoutingResult) {
        let locator = settings.locator
        let refusal: RollbackRecord.Refusal?
        switch result {
        case .success where record.isChanged(locator: locator):
            refusal = .init(description: "it was still changed after the undo", controllers: record.subject.map { [$0] } ?? [])
        case .success:
            refusal = nil
        case .failure(let failure):
            refusal = failure as? RollbackRecord.Refusal ?? .init(description: "\(failure)", controllers: [])
        }
        guard let refusal, let originalError = state.rollback?.originalError else {
            report(.changeUndone, record)
            return
        }
        let change = RollbackIncomplete.Change(
            kind: record.kind, controllers: refusal.controllers, reason: refusal.description, action: record.actionType)
        logger?.warning("The rollback could not undo a change: \(change).")
        if var tally = state.rollback {
            tally.notUndone.append(change)
            if let integrated = record.integrated { tally.reportedIntegrations.insert(ObjectIdentifier(integrated)) }
            state.rollback = tally
        }
        report(.changeNotUndone, record, error: RollbackIncomplete(originalError: originalError, notUndone: [change]))
    }

    private func report(_ kind: NavigationEvent.Kind, _ record: RollbackRecord, error: Error? = nil) {
        tracker?.report(kind) { event in
            event.controller = record.subject.map(ControllerReference.init)
            event.step = record.step
            event.actionType = record.actionType
            event.error = error
        }
    }

    /// Checks that every controller an action integrated has left the window, whatever the action
    /// was, and reports the outcome. Controllers outside any window (a unit test's bare ones) are
    /// not checked: nothing shows them. The containers are read, not the controller's `parent`,
    /// which still names a container that let it go until the removal's transition has run.
    func finishRollback() {
        guard var tally = state.rollback else { return }
        state.rollback = nil
        // Containers finish a change made without animation in the window's layout pass.
        for record in tally.records { record.anchor?.layOutContainingWindow() }
        for record in tally.records {
            guard let integrated = record.integrated, integrated.isHeldInWindowHierarchy,
                !tally.reportedIntegrations.contains(ObjectIdentifier(integrated))
            else { continue }
            tally.notUndone.append(
                RollbackIncomplete.Change(
                    kind: .integration, controllers: [integrated],
                    reason: "it is still on screen: \(record.actionType ?? "its action") has no known undo", action: record.actionType))
        }
        let error: Error =
            tally.notUndone.isEmpty ? tally.originalError : RollbackIncomplete(originalError: tally.originalError, notUndone: tally.notUndone)
        if tally.notUndone.isEmpty {
            logger?.info("The rollback undid every change.")
        } else {
            logger?.warning("\(error)")
        }
        tracker?.report(.rollbackFinished) { $0.error = error }
        finishRequest(.failure(error))
    }
}
