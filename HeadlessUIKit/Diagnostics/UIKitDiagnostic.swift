#if !canImport(UIKit)

    /// One recorded diagnostic: an exception UIKit would raise, or a warning it would log.
    public enum UIKitDiagnostic: Hashable, Sendable, CustomStringConvertible {
        /// An exception, recorded because ``HeadlessRuntime/exceptionPolicy`` is ``ExceptionPolicy/record``.
        case exception(UIKitModelError)
        /// A console warning.
        case warning(UIKitModelWarning)

        /// The text UIKit would print.
        public var description: String {
            switch self {
            case .exception(let error): error.description
            case .warning(let warning): warning.description
            }
        }
    }

    /// What the model does when UIKit would raise an exception.
    public enum ExceptionPolicy: Sendable, Hashable {
        /// Stop the process with UIKit's message, as a device would. The default.
        case trap
        /// Record the exception in ``HeadlessRuntime/diagnostics`` and abandon the operation
        /// before it changes anything, for tests that check misuse.
        case record
    }

#endif
