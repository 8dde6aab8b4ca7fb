#if !canImport(UIKit)
    import Foundation

    /// The text-input settings of an object that takes typing: text fields and search bars.
    ///
    /// Every requirement of UIKit's protocol is optional. The model declares none: its adopters
    /// declare the settings they keep (``UITextField/isSecureTextEntry``) as their own members,
    /// which code written for iOS reads and sets the same way.
    @MainActor
    public protocol UITextInputTraits: NSObjectProtocol {}

#endif
