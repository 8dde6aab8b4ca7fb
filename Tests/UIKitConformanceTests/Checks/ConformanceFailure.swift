#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A rule of UIKit that a conformance check found broken: which check, what it expected and
/// what it saw.
///
/// The checks throw it instead of calling a test framework, so the same files compile against
/// real UIKit with nothing but the SDK, and any runner (Swift Testing here, XCTest elsewhere)
/// reports the thrown value as the failure.
struct ConformanceFailure: Error, CustomStringConvertible {
    /// The check function that failed.
    let check: String
    /// What the rule says, and what UIKit (or the model) did instead.
    let message: String
    /// Where the failed requirement is written.
    let location: String

    var description: String { "\(check): \(message) (\(location))" }
}

/// Fails the calling check with `message` unless `condition` holds.
func require(
    _ condition: Bool, _ message: @autoclosure () -> String,
    check: String = #function, fileID: String = #fileID, line: Int = #line
) throws {
    guard !condition else { return }
    throw ConformanceFailure(check: check, message: message(), location: "\(fileID):\(line)")
}

/// Fails the calling check unless `actual` equals `expected`, naming both.
func requireEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ what: String,
    check: String = #function, fileID: String = #fileID, line: Int = #line
) throws {
    guard actual != expected else { return }
    throw ConformanceFailure(
        check: check, message: "\(what): expected \(expected), got \(actual)", location: "\(fileID):\(line)")
}

/// Fails the calling check unless `actual` is the very object `expected` (or both are nil).
func requireSame(
    _ actual: AnyObject?, _ expected: AnyObject?, _ what: String,
    check: String = #function, fileID: String = #fileID, line: Int = #line
) throws {
    guard actual !== expected else { return }
    let describe = { (object: AnyObject?) in object.map { String(describing: $0) } ?? "nil" }
    throw ConformanceFailure(
        check: check, message: "\(what): expected \(describe(expected)), got \(describe(actual))",
        location: "\(fileID):\(line)")
}
