import RouteComposer

/// What the profile requires of a screen to choose its avatar, in ZIKRouter's style: the profile
/// asks for `RoutableView<AvatarChoosing>`, and the app connects it to whichever module provides
/// one, so this module imports no picker, not even its interface.
@MainActor
public protocol AvatarChoosing: AnyObject {
    /// Set by the profile before the screen is shown; called with the avatar chosen.
    var onChoose: ((String) -> Void)? { get set }
}

extension RoutableView where Protocol == AvatarChoosing {
    /// Declares the required protocol routable, so `RoutableView<AvatarChoosing>()` compiles.
    public init() { self.init(declaredProtocol: Protocol.self) }
}
