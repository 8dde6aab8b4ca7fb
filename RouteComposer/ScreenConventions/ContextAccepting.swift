/// A view controller that knows how to configure itself with a context, so the configuration
/// does not need a separate ``ContextTask``: pair it with ``ContextSettingTask``.
///
/// The router calls ``checkCompatibility(with:)`` before the navigation changes anything, so a
/// context the controller cannot show cancels the navigation while the screen is untouched; it
/// calls ``setup(with:)`` on the found or built controller before the controller is integrated.
@MainActor
public protocol ContextAccepting where Self: UIViewController {
    /// The type of context the controller is configured with.
    associatedtype Context

    /// Throws when `context` cannot be shown by any controller of this type. Called before any
    /// controller is built or changed. Accepts everything by default.
    static func checkCompatibility(with context: Context) throws

    /// Configures the controller with `context`; throwing fails the navigation.
    func setup(with context: Context) throws
}

extension ContextAccepting {
    /// Accepts every context.
    public static func checkCompatibility(with context: Context) throws {}
}
