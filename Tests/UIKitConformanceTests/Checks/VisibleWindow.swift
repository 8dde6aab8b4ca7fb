#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A scene-less window showing `root`, made as an app delegate makes one: the checks that need a
/// window use this, so they need no `UIWindowScene`, which a test bundle without an app lacks.
@MainActor
func makeVisibleWindow(showing root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
