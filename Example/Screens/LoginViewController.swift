import RouteComposer

/// The login screen. The login interceptor waits for it to finish.
final class LoginViewController: UIViewController {
    /// Called once with the outcome; set by the interceptor that showed the screen.
    var onFinish: ((Bool) -> Void)?

    override func viewDidLoad() { title = "Log in" }

    /// What the "Log in" button does.
    func logIn(password: String) {
        let succeeded = password == Session.demoPassword
        if succeeded { Session.shared.isLoggedIn = true }
        finish(succeeded)
    }

    /// What the "Cancel" button does.
    func cancel() {
        finish(false)
    }

    private func finish(_ succeeded: Bool) {
        let onFinish = self.onFinish
        self.onFinish = nil
        // Close the login screen first, so the navigation it guarded continues from a clear screen.
        dismiss(animated: true) { onFinish?(succeeded) }
    }
}

/// The signed-in state of the app.
@MainActor
final class Session {
    static let shared = Session()
    static let demoPassword = "swordfish"
    var isLoggedIn = false
}
