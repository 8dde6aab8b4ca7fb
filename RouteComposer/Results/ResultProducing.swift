/// A view controller that ends the flow it is shown in with a value of type ``Output``: a picker
/// that returns the picked item, a sign-up screen that returns the new account.
///
/// The controller owns a ``ResultChannel`` and sends its value through it once; a router's
/// ``DefaultRouter/result(of:with:closing:animated:)`` shows the controller, waits for the value,
/// closes what the flow showed and returns it:
///
/// ```swift
/// final class ColorPickerViewController: UIViewController, ResultProducing {
///     let resultChannel = ResultChannel<String>()
///
///     func didPick(_ color: String) {
///         resultChannel.send(color)
///     }
/// }
/// ```
///
/// The controller does not know who waits, or whether anybody does: shown by an ordinary
/// navigation, its ``ResultChannel/send(_:)`` does nothing.
@MainActor
public protocol ResultProducing: UIViewController {
    /// The type of the value the controller produces.
    associatedtype Output

    /// Where the controller sends its value. Keep one channel for the controller's life: a router
    /// connects a flow to the channel when it finds or builds the controller.
    var resultChannel: ResultChannel<Output> { get }
}
