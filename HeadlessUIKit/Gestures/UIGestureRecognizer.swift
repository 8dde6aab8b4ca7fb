#if !canImport(UIKit)
    import Foundation

    /// A recogniser of a touch gesture; the model keeps what decides whether a gesture may begin.
    ///
    /// Headlessly no touches arrive: the `HeadlessRuntime` user actions play a gesture and ask the
    /// recogniser that UIKit would ask, through ``isEnabled`` and the delegate's
    /// `gestureRecognizerShouldBegin(_:)`. Targets and actions are kept but never sent.
    @MainActor
    open class UIGestureRecognizer: NSObject {
        /// Where a recogniser is in recognising its gesture.
        public enum State: Int, Sendable {
            /// Waiting for a touch.
            case possible
            /// A continuous gesture began.
            case began
            /// A continuous gesture moved.
            case changed
            /// A gesture ended.
            case ended
            /// A continuous gesture was cancelled.
            case cancelled
            /// The touches were not the gesture.
            case failed

            /// A discrete gesture was recognised: the same as `ended`.
            public static var recognized: State { .ended }
        }

        /// Whether the recogniser recognises at all. A disabled one lets no gesture begin.
        open var isEnabled = true
        /// Asked whether a gesture may begin. Weak.
        open weak var delegate: (any UIGestureRecognizerDelegate)?
        /// Where the recogniser is in its gesture; a subclass sets it as it recognises.
        open var state: State = .possible
        /// The view the recogniser is attached to; none headlessly, where no view takes touches.
        open var view: UIView? { nil }

        /// Creates a recogniser that would send `action` to `target`.
        public init(target: Any?, action: Selector?) {
            super.init()
        }

        /// True when a gesture may begin now: enabled, and the delegate does not refuse it.
        func allowsGestureToBegin() -> Bool {
            guard isEnabled else { return false }
            return delegate?.gestureRecognizerShouldBegin(self) ?? true
        }
    }

    /// What a gesture recogniser asks of its delegate.
    @MainActor
    public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
        /// Whether `gestureRecognizer` may begin its gesture; true by default.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    }

    // UIKit's requirement is optional; a default stands in for an unimplemented one.
    extension UIGestureRecognizerDelegate {
        /// True: the gesture may begin.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

#endif
