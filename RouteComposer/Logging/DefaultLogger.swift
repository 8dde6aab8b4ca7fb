import Foundation
#if canImport(os)
    import os
#endif

/// Logs to the unified logging system on Apple platforms and to standard error elsewhere,
/// filtered by a ``LogLevel``.
public struct DefaultLogger: Logger, Sendable {
    /// Which messages are written.
    public enum LogLevel: CaseIterable, Sendable {
        /// Everything.
        case verbose
        /// Warnings and errors.
        case warnings
        /// Errors only.
        case errors
    }

    /// The level below which messages are dropped.
    public let logLevel: LogLevel

    #if canImport(os)
        // The SDK does not mark `OSLog` Sendable, but a log handle is immutable once created and
        // `os_log` may be called with it from any thread, so sharing it across isolation is safe.
        /// The log written to.
        nonisolated(unsafe) public let osLog: OSLog

        /// Creates a logger for `logLevel` writing to `osLog`.
        public init(_ logLevel: LogLevel = .warnings, osLog: OSLog = .default) {
            self.logLevel = logLevel
            self.osLog = osLog
        }
    #else
        /// Creates a logger for `logLevel` writing to standard error.
        public init(_ logLevel: LogLevel = .warnings) {
            self.logLevel = logLevel
        }
    #endif

    /// Writes `message` if the level lets it through.
    public func log(_ message: LogMessage) {
        guard isLogging(message.severity) else { return }
        switch message {
        case .info(let text): write(text, kind: "info")
        case .warning(let text): write(text, kind: "warning")
        case .error(let text): write(text, kind: "error")
        }
    }

    /// Whether the level lets messages of `severity` through.
    public func isLogging(_ severity: LogMessage.Severity) -> Bool {
        switch severity {
        case .info: logLevel == .verbose
        case .warning: logLevel != .errors
        case .error: true
        }
    }

    private func write(_ text: String, kind: String) {
        #if canImport(os)
            let type: OSLogType =
                switch kind {
                case "info": .info
                case "warning": .error
                default: .fault
                }
            os_log("%{public}@", log: osLog, type: type, text)
        #else
            FileHandle.standardError.write(Data("[RouteComposer] \(kind): \(text)\n".utf8))
        #endif
    }
}
