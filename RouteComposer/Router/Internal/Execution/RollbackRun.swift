import Foundation

/// Undoes the changes of a failed navigation, newest first, then hands back the error the
/// navigation reports: the original one when everything was undone, a ``RollbackIncomplete``
/// around it otherwise. The original error is never lost.
///
/// Each undo waits, like the navigation's own changes, until no transition runs around what it
/// changes, and has the router's action deadline; one that does not complete in time is reported
/// as not undone and the rollback goes on. A rollback cannot be cancelled: stopping halfway would
/// leave the half-built screen the rollback exists to remove.
@MainActor
final class RollbackRun {
    private let records: [RollbackRecord]
    private let originalError: Error
    private let settings: NavigationRunSettings
    private let tracker: NavigationTracker?
    private let completion: (Error) -> Void
    private var notUndone: [RollbackIncomplete.Change] = []
    /// The controllers integrated by changes already reported as not undone, so that ``finish()``
    /// does not report them again, under a wrong reason, as changes with no known undo.
    private var reportedIntegrations = Set<ObjectIdentifier>()
    private var pendingTimer: NavigationTimer?
    private var hasFinished = false

    private var locator: ContainerAdapterLocator { settings.locator }

    init(
        records: [RollbackRecord], originalError: Error, settings: NavigationRunSettings, tracker: NavigationTracker?,
        completion: @escaping (Error) -> Void
    ) {
        self.records = records.reversed()
        self.originalError = originalError
        self.settings = settings
        self.tracker = tracker
        self.completion = completion
    }

    /// Reports nothing and hands back the original error at once when no change is left to undo.
    func start() {
        guard records.contains(where: { $0.isChanged(locator: locator) }) else {
            hasFinished = true
            completion(originalError)
            return
        }
        settings.logger?.info("Rolling back the failed navigation: \(records.count) recorded changes.")
        tracker?.report(.rollbackStarted) { [originalError] in $0.error = originalError }
        undo(at: 0)
    }

    private func undo(at index: Int) {
        guard index < records.count else { return finish() }
        let record = records[index]
        guard record.isChanged(locator: locator), let anchor = record.anchor else { return undo(at: index + 1) }
        callOut(record) { [self] done, isWanted in
            TransitionSettling.waitUntilSettled(anchor, isWanted: { [weak self] in self?.hasFinished == false }) { [self] in
                let removal = tracker?.watchRemovals(around: anchor, reason: .rolledBack) { record.predictedRemovals(locator: locator) }
                record.undo(locator: locator, isWanted: isWanted) { result in
                    // A completion after the deadline reports nothing: the navigation may have ended.
                    if isWanted() { removal?.finish() }
                    done(result)
                }
            }
        } then: { [self] result in
            conclude(record, result)
            undo(at: index + 1)
        }
    }

    /// Calls `body` with the action deadline and a check that it has not passed; a completion
    /// after the deadline is ignored.
    private func callOut(
        _ record: RollbackRecord,
        _ body: (@escaping (Result<Void, RollbackRecord.Refusal>) -> Void, @escaping () -> Bool) -> Void,
        then: @escaping (Result<Void, RollbackRecord.Refusal>) -> Void
    ) {
        var pending: ((Result<Void, RollbackRecord.Refusal>) -> Void)? = then
        let once = { [weak self] (result: Result<Void, RollbackRecord.Refusal>) in
            guard let call = pending else { return }
            pending = nil
            self?.pendingTimer?.cancel()
            self?.pendingTimer = nil
            call(result)
        }
        if let timeout = settings.actionTimeout {
            let subject = record.subject.map { [$0] } ?? []
            pendingTimer = settings.clock.schedule(after: timeout) {
                once(.failure(.init(description: "the undo did not complete within \(timeout) seconds", controllers: subject)))
            }
        }
        body(once, { pending != nil })
    }

    private func conclude(_ record: RollbackRecord, _ result: Result<Void, RollbackRecord.Refusal>) {
        let refusal: RollbackRecord.Refusal?
        switch result {
        case .success where record.isChanged(locator: locator):
            refusal = .init(description: "it was still changed after the undo", controllers: record.subject.map { [$0] } ?? [])
        case .success:
            refusal = nil
        case .failure(let failure):
            refusal = failure
        }
        guard let refusal else {
            report(.changeUndone, record)
            return
        }
        let change = RollbackIncomplete.Change(
            kind: record.kind, controllers: refusal.controllers, reason: refusal.description, action: record.actionType)
        settings.logger?.warning("The rollback could not undo a change: \(change).")
        notUndone.append(change)
        if let integrated = record.integrated { reportedIntegrations.insert(ObjectIdentifier(integrated)) }
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
    private func finish() {
        hasFinished = true
        // Containers finish a change made without animation in the window's layout pass.
        for record in records { record.anchor?.layOutContainingWindow() }
        for record in records {
            guard let integrated = record.integrated, integrated.isHeldInWindowHierarchy,
                !reportedIntegrations.contains(ObjectIdentifier(integrated))
            else { continue }
            notUndone.append(
                RollbackIncomplete.Change(
                    kind: .integration, controllers: [integrated],
                    reason: "it is still on screen: \(record.actionType ?? "its action") has no known undo", action: record.actionType))
        }
        let error: Error = notUndone.isEmpty ? originalError : RollbackIncomplete(originalError: originalError, notUndone: notUndone)
        if notUndone.isEmpty {
            settings.logger?.info("The rollback undid every change.")
        } else {
            settings.logger?.warning("\(error)")
        }
        tracker?.report(.rollbackFinished) { $0.error = error }
        completion(error)
    }
}
