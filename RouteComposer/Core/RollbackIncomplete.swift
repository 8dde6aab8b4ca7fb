/// The error a navigation reports when it failed after changing the screen and its rollback
/// (``RollbackPolicy/rollback``) could not undo everything it did.
///
/// When the rollback undid everything, the navigation reports its original error unchanged, and
/// this type never appears. When it did not, this error carries the original error as
/// ``originalError`` and lists in ``notUndone`` what remains changed, so the app can decide what
/// to show. ``originalError(of:)`` finds the original error whichever was reported:
///
/// ```swift
/// router.navigate(to: product, with: id) { result in
///     guard case .failure(let error) = result else { return }
///     let cause = RollbackIncomplete.originalError(of: error)   // the factory's error, say
///     if let incomplete = error as? RollbackIncomplete { log(incomplete.notUndone) }
/// }
/// ```
///
/// A struct rather than an enum, so details can be added later without breaking an app.
public struct RollbackIncomplete: Error, CustomStringConvertible {
    /// The error that failed the navigation and started the rollback: a ``RoutingError``, the
    /// app's own error as its code threw it, or `CancellationError` for a navigation cancelled
    /// after it changed the screen.
    public let originalError: Error
    /// What the rollback could not undo, newest change first.
    public let notUndone: [Change]

    init(originalError: Error, notUndone: [Change]) {
        self.originalError = originalError
        self.notUndone = notUndone
    }

    /// The original error of a failed navigation: `error`'s ``originalError`` when it is a
    /// `RollbackIncomplete`, otherwise `error` itself.
    public static func originalError(of error: Error) -> Error {
        (error as? RollbackIncomplete)?.originalError ?? error
    }

    /// The original error, then each change not undone.
    public var description: String {
        let changes = notUndone.map { "  - \($0)" }.joined(separator: "\n")
        return "The navigation failed (\(originalError)), and its rollback could not undo:\n\(changes)"
    }

    /// One change of a failed navigation that is still in effect after the rollback.
    public struct Change: CustomStringConvertible, Sendable {
        /// What kind of change it was.
        public let kind: Kind
        /// Descriptions of the controllers concerned: the ones removed for good, or the
        /// container or presenter left changed.
        public let controllers: [String]
        /// Why it could not be undone.
        public let reason: String
        /// The type of the action that made the change, such as `"MyApp.ReplaceRootAction"`, for
        /// an integration by a step's action; nil for a dismissal, a reveal or a batch of children.
        public let action: String?

        init(kind: Kind, controllers: [UIViewController], reason: String, action: String? = nil) {
            self.kind = kind
            self.controllers = controllers.map { "\($0)" }
            self.reason = reason
            self.action = action
        }

        /// The kind, the action if any, the controllers and the reason on one line.
        public var description: String {
            let by = action.map { " by \($0)" } ?? ""
            return "\(kind)\(by) of \(controllers.joined(separator: ", ")): \(reason)"
        }

        /// The kinds of change a navigation makes. A struct with static members, so kinds can be
        /// added without breaking an app's `switch`.
        public struct Kind: Hashable, Sendable, CustomStringConvertible {
            /// The kind's name, such as `"dismissal"`.
            public let description: String

            private init(_ description: String) {
                self.description = description
            }

            /// The dismissal of what covered the controller the navigation started from. UIKit
            /// cannot present dismissed controllers again as they were, so it is never undone.
            public static let dismissal = Kind("dismissal")
            /// Making a controller visible in its containers: a tab selected, a stack popped.
            public static let reveal = Kind("reveal")
            /// An action that integrated a built controller, or a batch of children set at once.
            public static let integration = Kind("integration")
        }
    }
}
