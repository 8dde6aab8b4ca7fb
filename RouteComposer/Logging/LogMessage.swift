/// A message the library logs.
public enum LogMessage: Sendable {
    /// Progress, for following a navigation step by step.
    case info(_: String)
    /// Something suspicious that did not stop the navigation.
    case warning(_: String)
    /// A failure.
    case error(_: String)
}
