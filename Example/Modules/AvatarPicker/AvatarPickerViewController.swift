import AvatarPickerInterface
import RouteComposer

/// The avatar picker's screen. Nothing outside this module names it but the app, which
/// registers it under `AvatarPickerInput`.
public final class AvatarPickerViewController: UIViewController, AvatarPickerInput {
    /// The avatars offered.
    public let avatars = ["fox", "owl", "otter"]

    /// Called with the avatar the user picked, before the picker closes.
    public var onPick: ((String) -> Void)?

    /// Creates the picker.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Choose an avatar"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// What tapping an avatar does: reports it and closes the picker.
    public func pick(_ avatar: String) {
        onPick?(avatar)
        navigationController?.popViewController(animated: true)
    }
}
