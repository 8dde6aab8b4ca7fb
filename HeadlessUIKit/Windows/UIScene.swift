#if !canImport(UIKit)

    /// One instance of the app's interface; the system creates and connects scenes.
    /// Headlessly, ``HeadlessRuntime/connectScene()`` does.
    @MainActor
    open class UIScene: UIResponder {
        /// Where a scene is in its lifecycle.
        public enum ActivationState: Int, Sendable {
            /// UIKit's `unattached` (raw value -1).
            case unattached = -1
            /// UIKit's `foregroundActive` (raw value 0).
            case foregroundActive = 0
            /// UIKit's `foregroundInactive` (raw value 1).
            case foregroundInactive = 1
            /// UIKit's `background` (raw value 2).
            case background = 2
        }

        /// The scene's state.
        open internal(set) var activationState: ActivationState
        /// The scene's title.
        open var title: String!

        init(headlessActivationState state: ActivationState) {
            activationState = state
            super.init()
        }
    }

    /// A scene that shows windows.
    @MainActor
    open class UIWindowScene: UIScene {
        private var storedWindows: [UIWindow] = []

        /// The scene's key window (iOS 15).
        open internal(set) var keyWindow: UIWindow?

        /// The scene's windows, in the order they were attached.
        open var windows: [UIWindow] { storedWindows }

        /// The scene's traits.
        open var traitCollection: UITraitCollection {
            UITraitCollection(horizontalSizeClass: HeadlessRuntime.shared.defaultHorizontalSizeClass)
        }

        override init(headlessActivationState state: ActivationState) {
            super.init(headlessActivationState: state)
        }

        func add(_ window: UIWindow) {
            guard !storedWindows.containsIdentical(window) else { return }
            storedWindows.append(window)
        }

        func remove(_ window: UIWindow) {
            storedWindows.removeAllIdentical(window)
            if keyWindow === window { keyWindow = nil }
        }

        func tearDownForReset() {
            for window in storedWindows { window.tearDownForReset() }
            storedWindows.removeAll()
            keyWindow = nil
            activationState = .unattached
        }
    }

#endif
