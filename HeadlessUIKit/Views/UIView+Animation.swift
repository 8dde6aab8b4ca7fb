#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// Options for view animations. Headlessly they are recorded nowhere; they exist so
        /// animation calls written for iOS compile.
        public struct AnimationOptions: OptionSet, Sendable {
            /// The raw value, as UIKit stores it.
            public let rawValue: UInt
            /// Creates a value from its raw value.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// UIKit's `layoutSubviews`.
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            /// UIKit's `allowUserInteraction`.
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            /// UIKit's `beginFromCurrentState`.
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            /// UIKit's `repeat`.
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            /// UIKit's `autoreverse`.
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            /// UIKit's `overrideInheritedDuration`.
            public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
            /// UIKit's `overrideInheritedCurve`.
            public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
            /// UIKit's `allowAnimatedContent`.
            public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
            /// UIKit's `showHideTransitionViews`.
            public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
            /// UIKit's `overrideInheritedOptions`.
            public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
            /// UIKit's `curveEaseInOut`.
            public static let curveEaseInOut = AnimationOptions([])
            /// UIKit's `curveEaseIn`.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// UIKit's `curveEaseOut`.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// UIKit's `curveLinear`.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
            /// UIKit's `transitionFlipFromLeft`.
            public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
            /// UIKit's `transitionFlipFromRight`.
            public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
            /// UIKit's `transitionCurlUp`.
            public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
            /// UIKit's `transitionCurlDown`.
            public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
            /// UIKit's `transitionCrossDissolve`.
            public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
            /// UIKit's `transitionFlipFromTop`.
            public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
            /// UIKit's `transitionFlipFromBottom`.
            public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
            /// UIKit's `preferredFramesPerSecond60`.
            public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
            /// UIKit's `preferredFramesPerSecond30`.
            public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
        }

        /// Animation timing curves.
        public enum AnimationCurve: Int, Sendable {
            /// UIKit's `easeInOut` (raw value 0).
            case easeInOut = 0
            /// UIKit's `easeIn`.
            case easeIn
            /// UIKit's `easeOut`.
            case easeOut
            /// UIKit's `linear`.
            case linear
        }

        /// How many `performWithoutAnimation(_:)` calls are running; animations are off while positive.
        static var animationsDisabledDepth = 0
        /// Set by `setAnimationsEnabled(false)`.
        static var animationsSwitchedOff = false

        /// Calls `completion(true)` once an animation of `duration` seconds after `delay` has ended.
        static func deferCompletion(_ completion: ((Bool) -> Void)?, animationLength duration: TimeInterval, delay: TimeInterval) {
            // With animations disabled UIKit makes the changes at once, as for a zero duration. Timed
            // animations are the same opt-in as timed transitions: with the default transition
            // duration of zero every animation ends on the next turn, so code that awaits a
            // navigation never needs a test to move time; a test that sets one sees the real lengths.
            let timed = HeadlessRuntime.shared.transitionDuration > 0
            let length = timed && areAnimationsEnabled && duration > 0 ? max(0, delay) + duration : 0
            let box = completion.map { completion in DeferredCall { completion(true) } }
            // An animation without a completion still runs its length, and the model is not idle until it ends.
            guard box != nil || length > 0 else { return }
            HeadlessRuntime.shared.engine.schedule(after: length) { box?.call() }
        }
    }

    /// Carries a non-sendable main-actor closure to a later main-queue turn.
    @MainActor
    final class DeferredCall: Sendable {
        private let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
        func call() { body() }
    }

#endif
