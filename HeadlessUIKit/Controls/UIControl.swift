#if !canImport(UIKit)
    import Foundation

    /// The base of views that respond to user interaction (buttons, switches, segmented controls,
    /// text fields). Headlessly nothing touches a control: it stores its state and its targets and
    /// actions, and ``sendActions(for:)`` runs the actions registered for the events.
    ///
    /// Targets with selectors are recorded but never called: calling a method by its selector needs
    /// the Objective-C runtime. Code that must run headlessly registers a ``UIAction``.
    @MainActor
    open class UIControl: UIView {
        /// Whether the control is enabled. True at first.
        open var isEnabled = true
        /// Whether the control is selected. False at first.
        open var isSelected = false
        /// Whether the control is highlighted. False at first; nothing touches it headlessly.
        open var isHighlighted = false

        /// A recorded target and action; the target is held weakly, as UIKit holds it.
        private struct TargetAction {
            weak var target: AnyObject?
            let action: Selector
            var events: Event
        }

        private var targetActions: [TargetAction] = []
        private var registeredActions: [(action: UIAction, events: Event)] = []

        /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
        open var state: State {
            var state: State = .normal
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            if isHighlighted { state.insert(.highlighted) }
            return state
        }

        /// Records `action` on `target` for `controlEvents`. The control does not retain the
        /// target, as in UIKit; headlessly the selector is never called (see the type's notes).
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
            let object = target.map { $0 as AnyObject }
            targetActions.append(TargetAction(target: object, action: action, events: controlEvents))
        }

        /// Removes `action` (every action for nil) on `target` (every target for nil) for
        /// `controlEvents`.
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
            let object = target.map { $0 as AnyObject }
            for index in targetActions.indices.reversed() {
                let entry = targetActions[index]
                guard object == nil || entry.target === object, action == nil || entry.action == action else { continue }
                targetActions[index].events.subtract(controlEvents)
                if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
            }
        }

        /// The targets recorded with ``addTarget(_:action:for:)``.
        open var allTargets: Set<AnyHashable> {
            Set(targetActions.compactMap { entry in entry.target.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) } })
        }

        /// The events anything is registered for.
        open var allControlEvents: UIControl.Event {
            (targetActions.map(\.events) + registeredActions.map(\.events)).reduce(into: []) { $0.formUnion($1) }
        }

        /// The selectors' names recorded for `target` and `controlEvent`, or nil when there are none.
        @discardableResult
        open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
            let object = target.map { $0 as AnyObject }
            let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
                .map { $0.action.description }
            return names.isEmpty ? nil : names
        }

        /// Registers `action` for `controlEvents`; ``sendActions(for:)`` runs it. Adding the same
        /// action again adds the events to it, as in UIKit.
        open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            if let index = registeredActions.firstIndex(where: { $0.action === action }) {
                registeredActions[index].events.formUnion(controlEvents)
            } else {
                registeredActions.append((action, controlEvents))
            }
        }

        /// Removes `action` for `controlEvents`.
        open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            removeActions(for: controlEvents) { $0 === action }
        }

        /// Removes the actions with `actionIdentifier` for `controlEvents`.
        open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
            removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
        }

        private func removeActions(for controlEvents: UIControl.Event, where matches: (UIAction) -> Bool) {
            for index in registeredActions.indices.reversed() where matches(registeredActions[index].action) {
                registeredActions[index].events.subtract(controlEvents)
                if registeredActions[index].events.isEmpty { registeredActions.remove(at: index) }
            }
        }

        /// Runs `action` with the control as its sender.
        open func sendAction(_ action: UIAction) {
            action.perform(sender: self)
        }

        /// Runs, in the order they were added, the actions registered for any of `controlEvents`,
        /// as a touch would on iOS. Targets with selectors are not called headlessly.
        open func sendActions(for controlEvents: UIControl.Event) {
            let matching = registeredActions.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
            for action in matching { sendAction(action) }
        }
    }

#endif
