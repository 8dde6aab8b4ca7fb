#if !canImport(UIKit)
    import Foundation

    /// An image, as UIKit's immutable, thread-safe `UIImage`. Headlessly nothing is decoded or
    /// drawn: an image has a size and, for one made from a symbol name, that name. UIKit's
    /// initialisers from `CGImage` and `CIImage` are missing: neither type exists on Linux.
    open class UIImage: NSObject, @unchecked Sendable {
        private let storedSize: CGSize
        /// The symbol name for an image made with ``init(systemName:)``.
        let symbolName: String?

        /// Creates an empty image of size zero.
        public override init() {
            storedSize = .zero
            symbolName = nil
            super.init()
        }

        init(size: CGSize, symbolName: String?) {
            storedSize = size
            self.symbolName = symbolName
            super.init()
        }

        /// An image from the app's asset catalogue or bundle. There are none headlessly, so it is
        /// nil, as on iOS for a name the app does not ship.
        public init?(named name: String) {
            return nil
        }

        /// A system symbol image. The model does not know the symbol set: any non-empty name gives
        /// an image (of size zero), the empty name nil.
        public init?(systemName name: String) {
            guard !name.isEmpty else { return nil }
            storedSize = .zero
            symbolName = name
            super.init()
        }

        /// An image from a file. Nothing is decoded headlessly: a readable, non-empty file gives an
        /// image of size zero, anything else nil.
        public init?(contentsOfFile path: String) {
            guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
            storedSize = .zero
            symbolName = nil
            super.init()
        }

        /// An image from encoded data. Nothing is decoded headlessly: non-empty data gives an image
        /// of size zero, empty data nil.
        public init?(data: Data) {
            guard !data.isEmpty else { return nil }
            storedSize = .zero
            symbolName = nil
            super.init()
        }

        /// An image from encoded data at a scale; as ``init(data:)``.
        public init?(data: Data, scale: CGFloat) {
            guard !data.isEmpty else { return nil }
            storedSize = .zero
            symbolName = nil
            super.init()
        }

        /// The image of an image literal: ``init(named:)``, which has nothing to find headlessly,
        /// so an empty image, where UIKit needs the named image to exist.
        public required convenience init(imageLiteralResourceName name: String) {
            self.init()
        }

        /// The size in points; zero headlessly.
        open var size: CGSize { storedSize }

        /// Equal for the same symbol name, and for the same instance otherwise.
        @discardableResult
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage else { return false }
            if let symbolName { return symbolName == other.symbolName }
            return other === self
        }

        /// Consistent with ``isEqual(_:)``.
        open override var hash: Int {
            symbolName?.hashValue ?? ObjectIdentifier(self).hashValue
        }
    }

#endif
