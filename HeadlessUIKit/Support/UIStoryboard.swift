#if !canImport(UIKit)
    import Foundation

    /// A storyboard, backed by a registry of scene builders because there are no nib files
    /// headlessly. Register storyboards with ``register(name:initialViewController:scenes:)`` before
    /// instantiating them; unknown names and identifiers raise UIKit's exceptions.
    @MainActor
    open class UIStoryboard: NSObject {
        /// Builds one scene's controller.
        public typealias SceneBuilder = @MainActor () -> UIViewController

        private struct Registration {
            var initialIdentifier: String?
            var scenes: [String: SceneBuilder]
        }

        private static var registry: [String: Registration] = [:]

        private let name: String
        private let registration: Registration

        /// Registers a storyboard named `name`: the identifier of its initial scene (if any) and a
        /// builder for every scene identifier. Replaces an earlier registration of the same name.
        /// This is the model's own API; on iOS, storyboards come from the app bundle.
        public static func register(name: String, initialViewController initialIdentifier: String? = nil, scenes: [String: SceneBuilder]) {
            registry[name] = Registration(initialIdentifier: initialIdentifier, scenes: scenes)
        }

        /// Forgets every registration.
        public static func removeAllRegistrations() {
            registry.removeAll()
        }

        /// Creates the storyboard named `name`. Raises UIKit's exception when none is registered;
        /// under the record policy an empty storyboard is returned, as a refused operation must
        /// return something.
        public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
            self.name = name
            if let registration = Self.registry[name] {
                self.registration = registration
            } else {
                self.registration = Registration(initialIdentifier: nil, scenes: [:])
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil ?? Bundle.main)",
                    kind: .storyboardNotFound)
            }
        }

        /// A new instance of the initial scene's controller, or nil when there is no initial scene.
        @discardableResult
        open func instantiateInitialViewController() -> UIViewController? {
            guard let identifier = registration.initialIdentifier, let builder = registration.scenes[identifier] else { return nil }
            return instantiate(builder)
        }

        /// A new instance of the scene `identifier`. Raises UIKit's exception when there is no such
        /// scene; under the record policy a plain controller is returned, as UIKit's signature must
        /// return one.
        @discardableResult
        open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
            guard let builder = registration.scenes[identifier] else {
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'",
                    kind: .storyboardIdentifierNotFound)
                return UIViewController()
            }
            return instantiate(builder)
        }

        private func instantiate(_ builder: SceneBuilder) -> UIViewController {
            let controller = builder()
            controller.storedStoryboard = self
            return controller
        }

        /// `<UIStoryboard: 0xADDRESS>`, as UIKit's messages print it; swift-corelibs-foundation's
        /// `NSObject` would pad the address with zeros.
        nonisolated open override var description: String {
            let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            return "<UIStoryboard: 0x\(String(address, radix: 16))>"
        }
    }

#endif
