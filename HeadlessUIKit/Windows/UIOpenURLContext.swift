#if !canImport(UIKit)
    import Foundation

    /// A URL the system asks a scene to open, with its options. Only the system creates one, as in
    /// UIKit; headlessly nothing does, so a scene's connection options have none.
    @MainActor
    open class UIOpenURLContext: NSObject {
        private let storedURL: URL
        private let storedOptions: UIScene.OpenURLOptions

        init(url: URL, options: UIScene.OpenURLOptions) {
            storedURL = url
            storedOptions = options
            super.init()
        }

        /// The URL to open.
        open var url: URL { storedURL }
        /// The options it came with.
        open var options: UIScene.OpenURLOptions { storedOptions }
    }

    extension UIScene {
        /// The options of a URL to open. Only the system creates them, as in UIKit.
        @MainActor
        open class OpenURLOptions: NSObject {
            override init() {
                super.init()
            }

            /// The bundle identifier of the app that asked; nil headlessly.
            open var sourceApplication: String? { nil }
            /// Whether the file must be opened in place. False headlessly.
            open var openInPlace: Bool { false }
        }
    }

#endif
