import HeadlessUIKit

extension HeadlessRuntime {
    /// Resets the model and shows `root` in a new key window, waiting until it has appeared.
    @discardableResult
    public func showInFreshWindow(_ root: UIViewController) async -> UIWindow {
        await reset()
        let window = makeKeyWindow(rootViewController: root)
        await waitUntilIdle()
        return window
    }
}
