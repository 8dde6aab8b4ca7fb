// EXPECT: does not conform to protocol 'NSObjectProtocol'
// UIKit's delegate protocols refine NSObjectProtocol, so on iOS a delegate must be an NSObject
// (or implement that protocol). The headless model refuses a plain Swift class too, so code that
// compiles on Linux is not rejected later by an iOS build.
@MainActor final class NavigationLogger: UINavigationControllerDelegate {}
