#if !canImport(UIKit)
    import Foundation

    /// A colour, as UIKit's immutable, thread-safe `UIColor`. Headlessly nothing is drawn: a colour
    /// keeps its red, green, blue and alpha components (0 to 1, in the sRGB space), so colours
    /// compare equal when their components do, as UIKit's `isEqual(_:)` does for two sRGB colours.
    ///
    /// The system colours are fixed components here, chosen to match UIKit's light appearance;
    /// the model resolves no dynamic colour against traits. UIKit's `init(cgColor:)` and
    /// `init(ciColor:)` are missing: Core Graphics colours and Core Image do not exist on Linux.
    open class UIColor: NSObject, @unchecked Sendable {
        /// The components, in sRGB; read with ``getRed(_:green:blue:alpha:)``.
        let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        /// The image of a pattern colour, which compares by it.
        let patternImage: UIImage?

        /// Creates a colour from sRGB components; values are kept as given, as UIKit keeps
        /// extended-range ones.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
            patternImage = nil
            super.init()
        }

        /// Creates a grey: every component equals `white`.
        public init(white: CGFloat, alpha: CGFloat) {
            (red, green, blue, self.alpha) = (white, white, white, alpha)
            patternImage = nil
            super.init()
        }

        /// Creates a colour from hue, saturation and brightness (each 0 to 1), converted to RGB.
        public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
            let sector = (hue - hue.rounded(.down)) * 6
            let index = Int(sector.rounded(.down)) % 6
            let fraction = sector - sector.rounded(.down)
            let low = brightness * (1 - saturation)
            let falling = brightness * (1 - saturation * fraction)
            let rising = brightness * (1 - saturation * (1 - fraction))
            let rgb: (CGFloat, CGFloat, CGFloat) =
                switch index {
                case 0: (brightness, rising, low)
                case 1: (falling, brightness, low)
                case 2: (low, brightness, rising)
                case 3: (low, falling, brightness)
                case 4: (rising, low, brightness)
                default: (brightness, low, falling)
                }
            (red, green, blue, self.alpha) = (rgb.0, rgb.1, rgb.2, alpha)
            patternImage = nil
            super.init()
        }

        /// Creates a colour from Display P3 components. The model has one colour space, so they
        /// are kept as given, as sRGB components.
        public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            (red, self.green, self.blue, self.alpha) = (displayP3Red, green, blue, alpha)
            patternImage = nil
            super.init()
        }

        /// Creates a colour that fills with `image`. Nothing is drawn headlessly: it has the
        /// components of clear, and equals only colours made from the same image.
        public init(patternImage image: UIImage) {
            (red, green, blue, alpha) = (0, 0, 0, 0)
            patternImage = image
            super.init()
        }

        /// Creates a colour that UIKit resolves against traits. Headlessly there is one appearance,
        /// so `dynamicProvider` is asked once, with unspecified traits, and its answer is kept.
        public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
            let resolved = dynamicProvider(UITraitCollection(horizontalSizeClass: .unspecified))
            (red, green, blue, alpha) = (resolved.red, resolved.green, resolved.blue, resolved.alpha)
            patternImage = resolved.patternImage
            super.init()
        }

        /// A named colour from an asset catalogue. There are no asset catalogues headlessly, so it
        /// is nil, as on iOS for a name the app's catalogue lacks.
        public init?(named name: String) {
            return nil
        }

        /// The colour itself: the model keeps no trait-dependent colours.
        @discardableResult
        open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

        /// The same colour with another alpha.
        @discardableResult
        open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Writes the sRGB components to the given locations and returns true, as UIKit does for
        /// a colour in a compatible space.
        @discardableResult
        open func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = self.red
            green?.pointee = self.green
            blue?.pointee = self.blue
            alpha?.pointee = self.alpha
            return true
        }

        /// Equal to another colour with the same components.
        @discardableResult
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor, other.patternImage == patternImage else { return false }
            return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
        }

        /// Consistent with ``isEqual(_:)``.
        open override var hash: Int {
            var hasher = Hasher()
            for component in [red, green, blue, alpha] { hasher.combine(component) }
            return hasher.finalize()
        }

        // MARK: UIKit's fixed colours, with UIKit's components. Declared in the class, as `open
        // class var`s, because Swift cannot override a member declared in an extension.

        /// Black: white 0.
        open class var black: UIColor { UIColor(white: 0, alpha: 1) }
        /// Dark grey: white 1/3.
        open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
        /// Light grey: white 2/3.
        open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
        /// White: white 1.
        open class var white: UIColor { UIColor(white: 1, alpha: 1) }
        /// Grey: white 1/2.
        open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
        /// Red: 1, 0, 0.
        open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        /// Green: 0, 1, 0.
        open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        /// Blue: 0, 0, 1.
        open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        /// Cyan: 0, 1, 1.
        open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
        /// Yellow: 1, 1, 0.
        open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
        /// Magenta: 1, 0, 1.
        open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
        /// Orange: 1, 0.5, 0.
        open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
        /// Purple: 0.5, 0, 0.5.
        open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
        /// Brown: 0.6, 0.4, 0.2.
        open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
        /// Clear: white 0, alpha 0.
        open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

        // UIKit's semantic and system colours are dynamic; headlessly each is its light appearance.

        /// The system red (light appearance).
        open class var systemRed: UIColor { UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }
        /// The system green (light appearance).
        open class var systemGreen: UIColor { UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1) }
        /// The system blue (light appearance).
        open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
        /// The system orange (light appearance).
        open class var systemOrange: UIColor { UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1) }
        /// The system yellow (light appearance).
        open class var systemYellow: UIColor { UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1) }
        /// The system grey (light appearance).
        open class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
        /// The background of a plain screen: white in the light appearance.
        open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
        /// The background of grouped content: a light grey in the light appearance.
        open class var systemGroupedBackground: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }
        /// Primary text: black in the light appearance.
        open class var label: UIColor { UIColor(white: 0, alpha: 1) }
        /// Secondary text: grey with 60 % opacity in the light appearance.
        open class var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
        /// The tint of interactive elements: the system blue.
        open class var tintColor: UIColor { .systemBlue }

        /// The components, for test failure messages.
        open override var description: String {
            "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
    }

#endif
