import Foundation

/// Builds a `UIAlertController`, an alert or an action sheet, from ``AlertContent``: the
/// navigation's context itself, content fixed in the configuration, or content a closure makes
/// from the context.
///
/// The content is made and checked in ``prepare(with:)``, before the navigation changes anything:
/// a second `.cancel` button, which UIKit refuses with an exception, or a preferred button that
/// is not among the buttons fails the navigation with ``RoutingError/compositionFailed(_:)`` whose
/// underlying error is ``RoutingFailureReason/invalidAlertContent``.
///
/// Present it with ``GeneralAction/presentAlert(startingFrom:popoverAnchor:)``, and find it again
/// with ``AlertFinder``.
@MainActor
public struct AlertFactory<C>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = UIAlertController
    /// The type of context this entity works with.
    public typealias Context = C

    /// `.alert` or `.actionSheet`.
    let preferredStyle: UIAlertController.Style
    private let content: (C) throws -> AlertContent
    private var prepared: AlertContent?

    /// A factory whose content the closure makes from the navigation's context.
    public init(preferredStyle: UIAlertController.Style = .alert, content: @escaping (C) throws -> AlertContent) {
        self.preferredStyle = preferredStyle
        self.content = content
    }

    /// A factory that always shows `content`.
    public init(preferredStyle: UIAlertController.Style = .alert, content: AlertContent) {
        self.init(preferredStyle: preferredStyle) { _ in content }
    }

    /// Makes the content from `context` and checks it, before anything changes on screen.
    public mutating func prepare(with context: C) throws {
        prepared = try checkedContent(for: context)
    }

    /// An alert controller of the factory's preferred style showing the prepared content (made now
    /// when the factory was not prepared).
    public func build(with context: C) throws -> UIAlertController {
        let content = try prepared ?? checkedContent(for: context)
        let alert = UIAlertController(title: content.title, message: content.message, preferredStyle: preferredStyle)
        for action in content.actions {
            let button = UIAlertAction(title: action.title, style: action.style, handler: action.handler)
            button.isEnabled = action.isEnabled
            alert.addAction(button)
        }
        if let index = content.preferredActionIndex {
            alert.preferredAction = alert.actions[index]
        }
        return alert
    }

    private func checkedContent(for context: C) throws -> AlertContent {
        let content = try content(context)
        if content.actions.filter({ $0.style == .cancel }).count > 1 {
            throw invalid("has more than one .cancel button; UIKit raises NSInternalInconsistencyException for the second", content)
        }
        if let index = content.preferredActionIndex, !content.actions.indices.contains(index) {
            throw invalid("names button \(index) as preferred, but has \(content.actions.count) buttons", content)
        }
        return content
    }

    private func invalid(_ problem: String, _ content: AlertContent) -> RoutingError {
        RoutingError.compositionFailed(
            .init(
                "The content of the alert titled \(content.title.map { "\"\($0)\"" } ?? "nil") \(problem).",
                underlyingError: RoutingFailureReason.invalidAlertContent))
    }
}

extension AlertFactory where C == AlertContent {
    /// A factory that shows the navigation's context.
    public init(preferredStyle: UIAlertController.Style = .alert) {
        self.init(preferredStyle: preferredStyle) { $0 }
    }
}
