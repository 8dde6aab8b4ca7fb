import Testing
import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The example in README.md, kept here word for word so the README cannot drift from the model.
    ///
    /// Its `reset()` stays although the isolation trait already resets: README readers have no such
    /// trait, and the copy must match.
    @MainActor
    @Suite("README example")
    struct ReadmeExampleTests {
        @MainActor @Test func secondPresentInTheSameTurnIsIgnored() async {
            let runtime = HeadlessRuntime.shared
            await runtime.reset()
            let root = UIViewController()
            runtime.makeKeyWindow(rootViewController: root)

            root.present(UIViewController(), animated: false)
            root.present(UIViewController(), animated: false)  // UIKit logs a warning and ignores it

            await runtime.waitUntilIdle()
            #expect(runtime.warnings.map(\.kind) == [.presentingWhilePresentationInProgress])
            print(runtime.hierarchyDescription())
        }
    }
}
