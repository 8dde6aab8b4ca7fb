#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Options for view animations. Headlessly they are recorded nowhere; they exist so
    /// animation calls written for iOS compile.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Animation timing curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    private static var animationsDisabledDepth = 0
    private static var animationsSwitchedOff = false

    /// False inside `performWithoutAnimation(_:)` or after `setAnimationsEnabled(false)`.
    public class var areAnimationsEnabled: Bool { !animationsSwitchedOff && animationsDisabledDepth == 0 }

    /// Switches view animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsSwitchedOff = !enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationsDisabledDepth += 1
        defer { animationsDisabledDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Applies `animations` at once and calls `completion(true)` on a later turn of the main queue,
    /// as UIKit does when there is nothing to animate.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        deferCompletion(completion)
    }

    /// Applies `animations` at once and calls `completion(true)` on a later turn of the main queue.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Applies `animations` at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `animations` at once as a transition of `view`, and calls `completion(true)` on a later turn.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        deferCompletion(completion)
    }

    private class func deferCompletion(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        let box = DeferredCall { completion(true) }
        HeadlessRuntime.shared.engine.schedule { box.call() }
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
