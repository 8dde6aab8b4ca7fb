#if !canImport(UIKit)
    import Foundation

    /// A visual effect for a ``UIVisualEffectView``. Headlessly nothing is rendered.
    @MainActor
    open class UIVisualEffect: NSObject {
        /// Creates an effect.
        public override init() {
            super.init()
        }
    }

    /// A blur. Headlessly it only records its style.
    @MainActor
    open class UIBlurEffect: UIVisualEffect {
        /// The style given at creation.
        let style: Style

        /// Creates a blur in `style`.
        public init(style: UIBlurEffect.Style) {
            self.style = style
            super.init()
        }
    }

    extension UIBlurEffect {
        /// A blur's material. Raw values match UIKit's.
        public enum Style: Int, Sendable {
            /// UIKit's `extraLight` (0).
            case extraLight = 0
            /// UIKit's `light` (1).
            case light = 1
            /// UIKit's `dark` (2).
            case dark = 2
            /// UIKit's `regular` (4).
            case regular = 4
            /// UIKit's `prominent` (5).
            case prominent = 5
            /// UIKit's `systemUltraThinMaterial` (6).
            case systemUltraThinMaterial = 6
            /// UIKit's `systemThinMaterial` (7).
            case systemThinMaterial = 7
            /// UIKit's `systemMaterial` (8).
            case systemMaterial = 8
            /// UIKit's `systemThickMaterial` (9).
            case systemThickMaterial = 9
            /// UIKit's `systemChromeMaterial` (10).
            case systemChromeMaterial = 10
        }
    }

#endif
