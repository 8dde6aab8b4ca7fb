// Stand-ins for what upstream takes from Apple's systems alone: `os` logging, which the benchmark's
// quiet router never reaches, and the Objective-C runtime's associated objects, which
// DismissibleWithRuntimeStorage uses and the benchmark does not.
import Foundation

public struct OSLog: Sendable {
    public static let `default` = OSLog()
}

enum OSLogType: Sendable {
    case error, info, fault, debug
}

func os_log(_ format: StaticString, log: OSLog, type: OSLogType, _ arguments: Any...) {}

enum objc_AssociationPolicy {
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC
}

func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
