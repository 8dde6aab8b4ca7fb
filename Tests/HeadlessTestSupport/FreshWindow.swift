import HeadlessUIKit

extension HeadlessRuntime {
    /// Shows `root` in a new key window, waiting until it has appeared.
    ///
    /// It resets nothing: the isolation trait has reset the model before the test, and a setting
    /// the test made before calling this (an exception policy, a transition duration) stays. A
    /// test that starts over in the middle calls ``HeadlessRuntime/reset()`` itself.
    @discardableResult
    public func showInFreshWindow(_ root: UIViewController) async -> UIWindow {
        let window = makeKeyWindow(rootViewController: root)
        await waitUntilIdle()
        return window
    }
}
