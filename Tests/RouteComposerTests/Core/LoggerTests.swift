import Testing
@testable import RouteComposer

extension RouteComposerTests {
    @MainActor
    @Suite("Logging")
    struct LoggerTests {
        @Test("A custom logger receives every message, in order, with its kind")
        func customLoggerReceivesMessages() {
            let logger = ProbeLogger()
            let asProtocol: Logger = logger
            asProtocol.log(.info("i"))
            asProtocol.log(.warning("w"))
            asProtocol.log(.error("e"))

            let rendered = logger.messages.map { message -> String in
                switch message {
                case .info(let text): "info:\(text)"
                case .warning(let text): "warning:\(text)"
                case .error(let text): "error:\(text)"
                }
            }
            #expect(rendered == ["info:i", "warning:w", "error:e"])
        }

        @Test("DefaultLogger defaults to warnings and keeps the level it is given")
        func defaultLoggerLevels() {
            #expect(DefaultLogger().logLevel == .warnings)
            #expect(DefaultLogger(.verbose).logLevel == .verbose)
            #expect(DefaultLogger(.errors).logLevel == .errors)
            #expect(DefaultLogger.LogLevel.allCases == [.verbose, .warnings, .errors])
        }

        @Test("DefaultLogger at the errors level accepts every kind of message without failing")
        func defaultLoggerAcceptsMessages() {
            // Only errors pass this level; the others must be dropped quietly.
            let logger: Logger = DefaultLogger(.errors)
            logger.log(.info("dropped"))
            logger.log(.warning("dropped"))
            #expect((logger as? DefaultLogger)?.logLevel == .errors)
        }
    }
}
