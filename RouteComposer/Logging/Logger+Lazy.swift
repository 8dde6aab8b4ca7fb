// The library logs through these, not `log(_:)` directly: the text is an autoclosure, built only
// when the logger will record it. Formatting controllers and types is most of a successful
// navigation's logging cost, and the default logger drops every info message.
extension Logger {
    func info(_ text: @autoclosure () -> String) {
        if isLogging(.info) { log(.info(text())) }
    }

    func warning(_ text: @autoclosure () -> String) {
        if isLogging(.warning) { log(.warning(text())) }
    }

    func error(_ text: @autoclosure () -> String) {
        if isLogging(.error) { log(.error(text())) }
    }
}
