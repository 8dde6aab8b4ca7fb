import RouteComposer

/// What the avatar picker provides, in ZIKRouter's style: its screen is registered under this
/// protocol, and whoever shows it configures it through the protocol alone.
@MainActor
public protocol AvatarPickerInput: AnyObject {
    /// The avatars offered.
    var avatars: [String] { get }

    /// Called with the avatar the user picked, before the picker closes.
    var onPick: ((String) -> Void)? { get set }
}

extension RoutableView where Protocol == AvatarPickerInput {
    /// Declares the picker's protocol routable, so `RoutableView<AvatarPickerInput>()` compiles.
    public init() { self.init(declaredProtocol: Protocol.self) }
}
