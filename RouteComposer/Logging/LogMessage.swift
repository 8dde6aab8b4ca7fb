/// A message the library logs.
public enum LogMessage: Sendable {
    /// Progress, for following a navigation step by step.
    case info(_: String)
    /// Something suspicious that did not stop the navigation.
    case warning(_: String)
    /// A failure.
    case error(_: String)

    /// How serious a message is, without its text.
    public enum Severity: Sendable, CaseIterable {
        /// An ``LogMessage/info(_:)`` message.
        case info
        /// A ``LogMessage/warning(_:)`` message.
        case warning
        /// An ``LogMessage/error(_:)`` message.
        case error
    }

    /// The message's severity.
    public var severity: Severity {
        switch self {
        case .info: .info
        case .warning: .warning
        case .error: .error
        }
    }
}
