import Foundation

/// What an alert or an action sheet shows: a title, a message and its buttons.
///
/// A plain value, so a navigation's context can carry it or a closure can make it from the
/// context; ``AlertFactory`` turns it into a `UIAlertController`.
///
/// ```swift
/// let content = AlertContent(
///     title: "Delete the draft?", message: "It cannot be undone.",
///     actions: [.init(title: "Delete", style: .destructive) { _ in store.deleteDraft() }, .cancel()])
/// ```
@MainActor
public struct AlertContent {
    /// One button: its title, its style, and what runs when the user picks it.
    @MainActor
    public struct Action {
        /// The button's title.
        public var title: String
        /// The button's style; UIKit allows one `.cancel` button per alert.
        public var style: UIAlertAction.Style
        /// Whether the user can pick it.
        public var isEnabled: Bool
        /// Runs after the user picked the button and UIKit dismissed the alert, as a
        /// `UIAlertAction`'s handler does.
        public var handler: ((UIAlertAction) -> Void)?

        /// A button with a title, a style and a handler.
        public init(title: String, style: UIAlertAction.Style = .default, isEnabled: Bool = true, handler: ((UIAlertAction) -> Void)? = nil) {
            self.title = title
            self.style = style
            self.isEnabled = isEnabled
            self.handler = handler
        }

        /// The `.cancel` button, titled "Cancel" unless told otherwise.
        public static func cancel(title: String = "Cancel", handler: ((UIAlertAction) -> Void)? = nil) -> Action {
            Action(title: title, style: .cancel, handler: handler)
        }
    }

    /// The title; nil for none.
    public var title: String?
    /// The text below the title; nil for none.
    public var message: String?
    /// The buttons, in order.
    public var actions: [Action]
    /// The position in ``actions`` of the button UIKit emphasises; nil for none.
    public var preferredActionIndex: Int?

    /// Content with a title, a message and buttons.
    public init(title: String?, message: String? = nil, actions: [Action], preferredActionIndex: Int? = nil) {
        self.title = title
        self.message = message
        self.actions = actions
        self.preferredActionIndex = preferredActionIndex
    }
}
