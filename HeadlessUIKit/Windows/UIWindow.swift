#if !canImport(UIKit)
    import Foundation

    /// A window: the root of a view tree and the owner of a root view controller.
    ///
    /// Windows start hidden. `makeKeyAndVisible()` shows one and makes it key within its scene.
    /// Only controllers in a visible window receive appearance callbacks or may present.
    @MainActor
    open class UIWindow: UIView {
        /// A window's stacking level.
        public struct Level: RawRepresentable, Hashable, Sendable {
            /// The raw value, as UIKit stores it.
            public let rawValue: CGFloat
            /// Creates a value from its raw value.
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            /// Creates a value from its raw value.
            public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
            /// UIKit's `normal`.
            public static let normal = Level(0)
            /// UIKit's `statusBar`.
            public static let statusBar = Level(1000)
            /// UIKit's `alert`.
            public static let alert = Level(2000)
        }

        private var storedRoot: UIViewController?
        private weak var storedScene: UIWindowScene?
        /// The controllers of this window that have appeared or are changing appearance, in order.
        var appearanceRegistry: [UIViewController] = []

        /// The window's level.
        open var windowLevel: Level = .normal

        /// Creates a window attached to `windowScene`.
        public init(windowScene: UIWindowScene) {
            super.init(frame: .zero)
            isWindowView = true
            isHidden = true
            self.windowScene = windowScene
        }

        /// Creates a window attached to no scene.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isWindowView = true
            isHidden = true
        }

        /// Creates a window attached to no scene.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            isWindowView = true
            isHidden = true
        }

        /// Hiding or showing a window makes its controllers disappear or appear.
        open override var isHidden: Bool {
            didSet {
                guard oldValue != isHidden else { return }
                HeadlessRuntime.shared.engine.setNeedsAppearanceRefresh(of: self)
                UIApplication.shared.windowVisibilityChanged(self)
            }
        }

        /// The scene the window belongs to; setting it moves the window to another scene.
        open weak var windowScene: UIWindowScene? {
            get { storedScene }
            set {
                guard newValue !== storedScene else { return }
                storedScene?.remove(self)
                storedScene = newValue
                newValue?.add(self)
            }
        }

        /// The root view controller. Setting it installs the new root's view at once and removes the
        /// old one; appearance follows on the next turn. Controllers the old root presents are not
        /// dismissed: they stay presented, out of the window, as they leak in UIKit.
        open var rootViewController: UIViewController? {
            get { storedRoot }
            set { replaceRoot(with: newValue) }
        }

        /// True when this is the key window of its scene (or, without a scene, of the application).
        open var isKeyWindow: Bool {
            if let storedScene { return storedScene.keyWindow === self }
            return UIApplication.shared.sceneLessKeyWindow === self
        }

        /// Whether the window can become key. True by default.
        open var canBecomeKey: Bool { true }

        /// Makes the window key within its scene without showing it.
        open func makeKey() {
            guard canBecomeKey else { return }
            let previous = storedScene?.keyWindow ?? UIApplication.shared.sceneLessKeyWindow
            guard previous !== self else { return }
            previous?.resignKey()
            if let storedScene { storedScene.keyWindow = self } else { UIApplication.shared.sceneLessKeyWindow = self }
            UIApplication.shared.lastKeyWindow = self
            becomeKey()
        }

        /// Shows the window and makes it key.
        open func makeKeyAndVisible() {
            isHidden = false
            makeKey()
        }

        /// Called when the window became key.
        open func becomeKey() {}

        /// Called when the window stopped being key.
        open func resignKey() {
            if storedScene?.keyWindow === self { storedScene?.keyWindow = nil }
            if UIApplication.shared.sceneLessKeyWindow === self { UIApplication.shared.sceneLessKeyWindow = nil }
        }

        private func replaceRoot(with newRoot: UIViewController?) {
            let oldRoot = storedRoot
            guard oldRoot !== newRoot else { return }
            if let oldRoot {
                if let presented = oldRoot.presentedViewController {
                    HeadlessRuntime.shared.warn(
                        "The root view controller \(oldRoot) of \(self) was replaced while it presented \(presented); the presented controllers stay alive and off screen until dismissed.",
                        kind: .replacingRootWhilePresenting)
                    var next: UIViewController? = presented
                    while let member = next {
                        member.viewIfLoaded?.removeFromSuperview()
                        next = member.storedPresented
                    }
                }
                oldRoot.viewIfLoaded?.removeFromSuperview()
            }
            storedRoot = newRoot
            if let newRoot {
                insertSubview(newRoot.view, at: 0)
                traitsDidChange()
            }
        }

        /// Lets every split view controller under this window match the window's size class.
        func traitsDidChange() {
            var stack: [UIViewController] = rootViewController.map { [$0] } ?? []
            stack.append(contentsOf: HeadlessRuntime.shared.engine.presentedControllers.filter { $0.viewIfLoaded?.window === self })
            while let controller = stack.popLast() {
                (controller as? UISplitViewController)?.matchSizeClass()
                stack.append(contentsOf: controller.children)
            }
        }

        /// Takes the window out of every registry, for ``HeadlessRuntime/reset()``.
        func tearDownForReset() {
            storedRoot?.viewIfLoaded?.removeFromSuperview()
            storedRoot = nil
            appearanceRegistry.removeAll()
            storedScene = nil
        }
    }

#endif
