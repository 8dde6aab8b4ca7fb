#if !canImport(UIKit)
    import Foundation

    /// A keyed coder that holds nothing but a nib reference: the nib name and bundle a factory was
    /// given, under the keys the headless model's `UIViewController.init?(coder:)` reads.
    ///
    /// Off iOS, `init?(coder:)` is the one initialiser generic code can call on any controller
    /// subclass (see `makeViewController(_:nibName:bundle:)`). This coder lets that call carry the
    /// nib name and bundle `init(nibName:bundle:)` would have been given. It answers no other key,
    /// so a subclass decoding anything of its own gets nil, as from an archive without that key.
    final class NibReferenceCoder: NSCoder {
        /// The key of the nib name: the key UIKit's archives use.
        static let nibNameKey = "UINibName"
        /// The key of the nib bundle, as a `Bundle` object.
        static let nibBundleKey = "UINibBundle"

        private let nibName: String?
        private let bundle: Bundle?

        /// A coder answering `nibName` and `bundle` under their keys.
        init(nibName: String?, bundle: Bundle?) {
            self.nibName = nibName
            self.bundle = bundle
            super.init()
        }

        /// True: the nib reference is read by key.
        override var allowsKeyedCoding: Bool { true }

        /// The nib name or the bundle under their keys; nil for any other key.
        override func decodeObject(forKey key: String) -> Any? {
            switch key {
            case Self.nibNameKey: nibName
            case Self.nibBundleKey: bundle
            default: nil
            }
        }

        /// Whether `decodeObject(forKey:)` has a value for `key`.
        override func containsValue(forKey key: String) -> Bool {
            decodeObject(forKey: key) != nil
        }
    }
#endif
