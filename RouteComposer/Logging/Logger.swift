/// Receives the library's log messages. Set one with ``RouteComposerDefaults/configureWith(logger:windowProvider:containerAdapterLocator:stackIterator:clock:)``
/// or pass one to a router.
public protocol Logger {
    /// Records `message`.
    func log(_ message: LogMessage)

    /// Whether ``log(_:)`` would record a message of `severity`.
    ///
    /// The library builds a message's text only when this is true, so a logger that drops a
    /// severity should say so here; the text of a message is never needed to answer. The default
    /// is true: a logger that does not implement this is handed every message, as before.
    func isLogging(_ severity: LogMessage.Severity) -> Bool
}

extension Logger {
    /// True: every message is handed to ``log(_:)``.
    public func isLogging(_ severity: LogMessage.Severity) -> Bool {
        true
    }
}
