import Foundation

/// Actions that work on any view controller: present it, replace the window's root with it, or
/// leave it where it is.
@MainActor
public enum GeneralAction {
    /// An action that does nothing, for controllers that another step already put in place.
    public static func nilAction() -> ViewControllerActions.NilAction {
        ViewControllerActions.NilAction()
    }
}

/// The actions behind ``GeneralAction``.
@MainActor
public enum ViewControllerActions {}
