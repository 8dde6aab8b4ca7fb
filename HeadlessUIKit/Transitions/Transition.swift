#if !canImport(UIKit)

    /// One visual transition the model runs on the main queue: a presentation, a dismissal,
    /// a navigation stack change, a container's deferred content update, a root replacement, or an
    /// appearance refresh after views moved.
    ///
    /// State changes happen synchronously when UIKit accepts the operation; a transition carries
    /// only what UIKit defers: the appearance callbacks, the end-of-transition bookkeeping and the
    /// completion handlers.
    @MainActor
    final class Transition {
        enum Phase { case pending, running, finished }

        /// What the transition is, for the coordinator's `presentationStyle` and for diagnostics.
        enum Kind {
            case presentation(UIModalPresentationStyle)
            case dismissal(UIModalPresentationStyle)
            case navigation
            /// A container putting its children's views in place during its view's layout.
            case layout
            case appearance
        }

        let kind: Kind
        /// Transitions on one lane (a navigation controller, a presenter) run one after another.
        let lane: ObjectIdentifier?
        let isAnimated: Bool
        /// Finds the window for transitions that are not a container's own (see ``window()``).
        private let windowProvider: (() -> UIWindow?)?
        /// The container whose view's window the transition looks at, and whose view's layout starts
        /// it when `startsInContainerLayout`. Held weakly, as the closures it replaces held it; a
        /// stored reference spares every container transition two closures and two weak boxes.
        private weak var container: UIViewController?
        private let startsInContainerLayout: Bool
        var phase: Phase = .pending
        var coordinator: HeadlessTransitionCoordinator?

        /// Runs when the transition starts, before the will-callbacks: views are added, leaving views marked.
        var willBegin: () -> Void = {}
        /// Runs when the transition ends, before the did-callbacks: leaving views are removed.
        var willEnd: () -> Void = {}
        /// Runs after the did-callbacks: flags cleared, relationships ended, containment finished.
        var didEnd: () -> Void = {}
        /// The caller's completion handler; runs after everything else in the transition.
        var completion: (() -> Void)?
        /// Operations parked behind this transition; run after the completion.
        var waiters: [() -> Void] = []
        /// Runs when a finger cancels the transition, in place of `willEnd`: puts back what
        /// `willBegin` and the operation changed, before the appearance callbacks are reversed.
        var willCancel: () -> Void = {}
        /// Runs after the reversed appearance callbacks of a cancelled transition, in place of `didEnd`.
        var didCancel: () -> Void = {}
        /// The finger driving the transition, for an interactive one: the transition then ends only
        /// after the finger lifts.
        var interaction: HeadlessInteraction?

        /// True while a finger holds the running transition: nothing but the finger ends it.
        var isHeldByFinger: Bool { interaction?.phase == .tracking }

        var appearance = AppearanceChanges()
        /// Controllers joining or leaving a container in this transition, kept alive and flagged until it ends.
        var participants: [UIViewController] = []

        /// A transition whose window `window` finds when it starts; no layout starts it.
        init(kind: Kind, lane: ObjectIdentifier?, animated: Bool, window: @escaping () -> UIWindow?) {
            self.kind = kind
            self.lane = lane
            self.isAnimated = animated
            self.windowProvider = window
            self.startsInContainerLayout = false
        }

        /// A container's transition: it runs in the window of `container`'s view, and, when
        /// `startsInLayout`, starts when that view lays out, as a navigation controller's deferred
        /// transition does.
        init(kind: Kind, lane: ObjectIdentifier?, animated: Bool, container: UIViewController, startsInLayout: Bool) {
            self.kind = kind
            self.lane = lane
            self.isAnimated = animated
            self.windowProvider = nil
            self.container = container
            self.startsInContainerLayout = startsInLayout
        }

        /// The window whose controllers may appear or disappear; read when the transition starts.
        func window() -> UIWindow? {
            if let windowProvider { return windowProvider() }
            return container?.viewIfLoaded?.window
        }

        /// The container view whose layout pass starts this transition; nil for the transitions UIKit
        /// schedules after the commit instead (presentations, dismissals, appearance refreshes) and
        /// once the container is gone.
        func layoutView() -> UIView? {
            startsInContainerLayout ? container?.viewIfLoaded : nil
        }

        /// The style a transition coordinator reports: `.none` for non-modal transitions.
        var presentationStyle: UIModalPresentationStyle {
            switch kind {
            case .presentation(let style), .dismissal(let style): style
            case .navigation, .layout, .appearance: .none
            }
        }

        var isModal: Bool {
            switch kind {
            case .presentation, .dismissal: true
            case .navigation, .layout, .appearance: false
            }
        }
    }

#endif
