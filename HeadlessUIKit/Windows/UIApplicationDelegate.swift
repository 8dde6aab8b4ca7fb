#if !canImport(UIKit)
    import Foundation

    /// The app's delegate. Headlessly no app launches, so nothing calls it: it is declared so that
    /// an app delegate written for iOS compiles. UIKit's requirements are all optional; the model
    /// calls none of them, so it declares only ``window``, which code commonly reads.
    @MainActor
    public protocol UIApplicationDelegate: NSObjectProtocol {
        /// The app's window, for an app without scenes.
        var window: UIWindow? { get set }
    }

    extension UIApplicationDelegate {
        /// Nil unless the delegate declares the property, as UIKit's optional requirement reads.
        public var window: UIWindow? {
            get { nil }
            set {}
        }

        /// The entry point of an app whose delegate is marked `@main`. On iOS it starts the app;
        /// headlessly there is nothing to start, so it returns at once. Tests create and drive the
        /// delegate themselves.
        public static func main() {}
    }

    extension UIApplication {
        /// A key of the launch options passed to the app delegate.
        public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
            /// The key's name.
            public let rawValue: String
            /// Creates a key.
            public init(rawValue: String) { self.rawValue = rawValue }
        }

        /// A key of the options passed with a URL to open.
        public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
            /// The key's name.
            public let rawValue: String
            /// Creates a key.
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }

#endif
