// Stand-in for Apple's `os` module (os.log), compiled by .ci/check-platform-shapes as a module
// named `os`. It holds only what RouteComposer uses, with the iOS SDK's signatures. `OSLog` is
// deliberately not `Sendable`: the SDK does not mark it so (swift-foundation wraps it in an
// `@unchecked Sendable` box for that reason), and a library that stores one in a `Sendable`
// type has to say why that is safe. Nothing here ever runs: the shapes are only compiled.
import Foundation

open class OSLog: NSObject {
    // The SDK's declaration is a plain `static let` in a Swift 5 overlay; this module is built
    // in Swift 5 mode for the same reason, so Swift 6 clients see the same non-Sendable global.
    public static let `default` = OSLog()

    public convenience init(subsystem: String, category: String) {
        self.init()
    }
}

public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public var rawValue: UInt8

    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static var `default`: OSLogType { OSLogType(0x00) }
    public static var info: OSLogType { OSLogType(0x01) }
    public static var debug: OSLogType { OSLogType(0x02) }
    public static var error: OSLogType { OSLogType(0x10) }
    public static var fault: OSLogType { OSLogType(0x11) }
}

public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {}
