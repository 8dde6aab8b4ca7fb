#if !canImport(UIKit)
    import Foundation

    /// The control panel of the headless UIKit model: its settings, its recorded diagnostics,
    /// and the hooks a test uses to wait for transitions and to start from a clean slate.
    ///
    /// UIKit has no such object; everything here is the model's own API and does not exist on iOS.
    /// Use it from tests and tools, never from code that must also build against real UIKit.
    @MainActor
    public final class HeadlessRuntime {
        /// The one runtime of the process, like `UIApplication.shared`.
        public static let shared = HeadlessRuntime()

        /// What happens when UIKit would raise an exception. Defaults to ``ExceptionPolicy/trap``.
        public var exceptionPolicy: ExceptionPolicy = .trap

        /// How long an animated transition stays in flight, in seconds of the model's virtual time
        /// (see ``now``).
        ///
        /// With the default of zero an animated transition starts on the next turn of the main queue
        /// and ends on the turn after. With a positive duration it ends only once virtual time has
        /// moved that far past its start, through ``advanceTime(by:)`` or ``waitUntilIdle()``; turns
        /// alone never end it. A zero, negative or NaN duration counts as zero.
        public var transitionDuration: TimeInterval = 0

        /// Makes the delegate of a scene the system connects on its own, as
        /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)` does:
        /// the model's stand-in for the scene configuration in an app's Info.plist. Nil, the
        /// default, connects such scenes without a delegate. ``reset()`` sets it back to nil.
        public var makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?

        /// What `UIApplication.supportsMultipleScenes` answers: false, the default, as on an iPhone
        /// or for an app whose Info.plist does not enable several scenes; true as on an iPad or a
        /// Mac whose app does. While it is false, a request for a new scene
        /// (`requestSceneSessionActivation(nil, ...)`) connects none and reports UIKit's error.
        /// ``reset()`` sets it back to false.
        public var supportsMultipleScenes = false

        /// When set, every `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
        /// changes nothing and hands this error to the request's error handler, as the system does
        /// when it denies a request. Nil, the default, grants requests. ``reset()`` sets it back to nil.
        public var sceneActivationError: (any Error)?

        /// The iOS release whose behavioural differences the model reproduces. Defaults to ``SimulatedSystemBehavior/iOS18``.
        public var systemBehavior: SimulatedSystemBehavior = .iOS18

        /// When true, presenting from a controller outside any visible window is allowed, for unit
        /// tests that exercise presentation without building a window. UIKit refuses such a present;
        /// the default is false.
        public var allowsPresentationOutsideWindowHierarchy = false

        /// How many tabs a tab bar shows before the rest move into the More list. Defaults to 5,
        /// as on a compact-width iPhone.
        public var maximumVisibleTabs = 5

        /// The horizontal size class of windows that have not been given one with
        /// ``setHorizontalSizeClass(_:for:)``, and of controllers outside any window. Defaults to `.regular`.
        public var defaultHorizontalSizeClass: UIUserInterfaceSizeClass = .regular

        /// Every exception and warning recorded since the last ``clearDiagnostics()``, oldest first.
        public private(set) var diagnostics: [UIKitDiagnostic] = []

        let engine = TransitionEngine()

        private init() {}

        /// The recorded exceptions, oldest first.
        public var exceptions: [UIKitModelError] {
            diagnostics.compactMap { if case .exception(let error) = $0 { error } else { nil } }
        }

        /// The recorded warnings, oldest first.
        public var warnings: [UIKitModelWarning] {
            diagnostics.compactMap { if case .warning(let warning) = $0 { warning } else { nil } }
        }

        /// Forgets every recorded diagnostic.
        public func clearDiagnostics() {
            diagnostics.removeAll()
        }

        /// False while any transition, deferred completion or animation is still pending or in
        /// flight, including one waiting for virtual time to pass; true otherwise.
        public var isIdle: Bool { engine.isIdle }

        /// Suspends until every transition has finished and every deferred completion has run,
        /// including transitions that those completions start.
        ///
        /// Each wait lets the main queue run one turn, so the code under test sees exactly the
        /// ordering it would see on a device. When nothing but timed work is left (an animation
        /// lasting ``transitionDuration``, a view animation), it moves virtual time straight to the
        /// earliest deadline and lets what is due there run, as a test scheduler does: it never
        /// waits on real time, and afterwards ``now`` is the deadline of the last timer it fired.
        /// A transition a finger holds (``HeadlessInteraction``), and what waits behind it, does not
        /// keep it waiting: only the finger ends them.
        public func waitUntilIdle() async {
            while !engine.isIdle {
                if !engine.hasScheduledBlocks {
                    _ = engine.fireEarliestTimers()
                }
                await engine.nextTurn()
            }
        }

        /// Lets the main queue run `count` turns, so a test can observe in-flight states.
        ///
        /// Turns take no virtual time: an animation with a positive duration stays in flight however
        /// many turns pass, until ``advanceTime(by:)`` or ``waitUntilIdle()`` moves time past its end.
        public func runTurns(_ count: Int = 1) async {
            for _ in 0..<max(0, count) {
                await engine.nextTurn()
            }
        }

        /// Waits until idle, then disconnects every scene, forgets every window and diagnostic,
        /// restores every setting to its default, and sets virtual time back to zero.
        ///
        /// Waiting first moves virtual time as far as the animations in flight need, so they end
        /// normally instead of being abandoned halfway; no timer is left to carry over. A finger
        /// still down (``HeadlessInteraction``) is lifted first, cancelling its gesture.
        public func reset() async {
            engine.cancelHeldInteractions()
            await waitUntilIdle()
            UIApplication.shared.disconnectAllScenesForReset()
            UIStoryboard.removeAllRegistrations()
            diagnostics.removeAll()
            exceptionPolicy = .trap
            transitionDuration = 0
            makeSceneDelegate = nil
            supportsMultipleScenes = false
            sceneActivationError = nil
            systemBehavior = .iOS18
            allowsPresentationOutsideWindowHierarchy = false
            maximumVisibleTabs = 5
            defaultHorizontalSizeClass = .regular
            horizontalSizeClasses.removeAll()
            // Tearing the windows down moves views, which schedules appearance work; let it run out.
            await waitUntilIdle()
            engine.clock.reset()
        }

        // MARK: Exclusive access

        private var isExclusivelyHeld = false
        private var exclusiveAccessWaiters: [CheckedContinuation<Void, Never>] = []

        /// Runs `body` while no other caller of this method runs, first come first served.
        ///
        /// The model is one per process, so tests that run in parallel (Swift Testing runs separate
        /// suites in parallel) must take turns; test-scoping traits call this around every test.
        public func withExclusiveAccess<T>(_ body: () async throws -> T) async rethrows -> T {
            if isExclusivelyHeld {
                await withCheckedContinuation { exclusiveAccessWaiters.append($0) }
            }
            isExclusivelyHeld = true
            defer {
                if exclusiveAccessWaiters.isEmpty {
                    isExclusivelyHeld = false
                } else {
                    // Hand over directly, so nobody can slip in between.
                    exclusiveAccessWaiters.removeFirst().resume()
                }
            }
            return try await body()
        }

        // MARK: Size classes

        private var horizontalSizeClasses: [ObjectIdentifier: UIUserInterfaceSizeClass] = [:]

        /// Gives `window` a horizontal size class, as rotating a device or resizing a multitasking
        /// window would, and lets every split view controller in it collapse or expand to match.
        public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, for window: UIWindow) {
            horizontalSizeClasses[ObjectIdentifier(window)] = sizeClass
            window.traitsDidChange()
        }

        func horizontalSizeClass(of window: UIWindow?) -> UIUserInterfaceSizeClass {
            guard let window else { return defaultHorizontalSizeClass }
            return horizontalSizeClasses[ObjectIdentifier(window)] ?? defaultHorizontalSizeClass
        }

        // MARK: Scenes and windows

        /// Creates a window in a connected scene (connecting one if there is none), installs `root`
        /// and makes the window key and visible: the state an app has after launch.
        @discardableResult
        public func makeKeyWindow(rootViewController root: UIViewController?) -> UIWindow {
            let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first ?? connectScene()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }

        // MARK: Hierarchy dump

        /// A readable dump of every connected scene's windows, their root controllers, children
        /// and presented chains. Intended for test failure messages and tools.
        public func hierarchyDescription() -> String {
            HierarchyDump.describeApplication(UIApplication.shared)
        }

        // MARK: Reporting

        /// Reports an exception UIKit would raise. Returns normally only under the record policy,
        /// in which case the caller must abandon the operation without changing anything.
        func raise(_ name: String, _ reason: String, kind: UIKitModelError.Kind) {
            let error = UIKitModelError(name: name, reason: reason, kind: kind)
            switch exceptionPolicy {
            case .trap:
                fatalError(error.description)
            case .record:
                diagnostics.append(.exception(error))
            }
        }

        func warn(_ message: String, kind: UIKitModelWarning.Kind) {
            diagnostics.append(.warning(UIKitModelWarning(message: message, kind: kind)))
        }
    }

#endif
