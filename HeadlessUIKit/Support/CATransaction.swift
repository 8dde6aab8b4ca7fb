#if !canImport(UIKit)
    import Foundation

    /// Groups animations; its completion block runs when every transition started inside the
    /// group has ended, or at the group's commit when none was started.
    ///
    /// Setting a completion without `begin()` uses the implicit transaction of the current turn of
    /// the main queue, which commits when the turn ends. An `NSObject`, as QuartzCore's is; unlike
    /// QuartzCore's, this type is isolated to the main actor, because the model's transitions are.
    @MainActor
    open class CATransaction: NSObject {
        /// Opens a transaction group.
        open class func begin() {
            HeadlessRuntime.shared.engine.transactions.begin()
        }

        /// Closes the innermost group opened with `begin()`.
        open class func commit() {
            HeadlessRuntime.shared.engine.transactions.commit()
        }

        /// Nothing is buffered headlessly; does nothing.
        open class func flush() {}

        /// Sets the completion block of the current group.
        open class func setCompletionBlock(_ block: (() -> Void)?) {
            HeadlessRuntime.shared.engine.transactions.current.completion = block
        }

        /// The completion block of the current group.
        @discardableResult
        open class func completionBlock() -> (() -> Void)? {
            HeadlessRuntime.shared.engine.transactions.current.completion
        }

        /// The current group's animation duration.
        @discardableResult
        open class func animationDuration() -> Double {
            HeadlessRuntime.shared.engine.transactions.current.animationDuration
        }

        /// Sets the current group's animation duration; stored only.
        open class func setAnimationDuration(_ duration: Double) {
            HeadlessRuntime.shared.engine.transactions.current.animationDuration = duration
        }

        /// Whether implicit actions are disabled in the current group.
        @discardableResult
        open class func disableActions() -> Bool {
            HeadlessRuntime.shared.engine.transactions.current.disableActions
        }

        /// Disables implicit actions in the current group; stored only.
        open class func setDisableActions(_ flag: Bool) {
            HeadlessRuntime.shared.engine.transactions.current.disableActions = flag
        }
    }

#endif
