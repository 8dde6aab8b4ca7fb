// Stand-in for Apple's QuartzCore, compiled by .ci/check-platform-shapes as a module named
// `QuartzCore`. It holds only what RouteComposer uses, declared as the iOS SDK imports it
// (`CATransaction` is an Objective-C class method set, so not isolated to the main actor), so
// the library is type-checked against the real shape rather than against the headless model's.
// Nothing here ever runs: the shapes are only compiled.
import Foundation

open class CATransaction: NSObject {
    open class func begin() {}

    open class func commit() {}

    open class func setCompletionBlock(_ block: (() -> Void)?) {}

    open class func completionBlock() -> (() -> Void)? { nil }
}
