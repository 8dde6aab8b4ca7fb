/// Receives the library's log messages. Set one with ``RouteComposerDefaults/configureWith(logger:windowProvider:containerAdapterLocator:stackIterator:clock:)``
/// or pass one to a router.
public protocol Logger {
    /// Records `message`.
    func log(_ message: LogMessage)
}
