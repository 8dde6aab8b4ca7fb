#if !canImport(UIKit)
    import Foundation

    /// A scene's delegate. Headlessly ``HeadlessRuntime/connectScene()`` connects scenes without
    /// delegates, so nothing calls it: it is declared so that a scene delegate written for iOS
    /// compiles. UIKit's requirements are all optional and the model calls none of them, so none is
    /// declared here.
    @MainActor
    public protocol UISceneDelegate: NSObjectProtocol {}

    /// A window scene's delegate. As ``UISceneDelegate``, it is declared for compilation; it
    /// declares ``window``, which code commonly reads.
    @MainActor
    public protocol UIWindowSceneDelegate: UISceneDelegate {
        /// The scene's main window.
        var window: UIWindow? { get set }
    }

    extension UIWindowSceneDelegate {
        /// Nil unless the delegate declares the property, as UIKit's optional requirement reads.
        public var window: UIWindow? {
            get { nil }
            set {}
        }
    }

#endif
