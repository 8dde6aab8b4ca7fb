#if !canImport(UIKit)
    import Foundation

    /// One button of an alert or action sheet; the model of UIKit's alert action.
    ///
    /// An `NSObject`, as on iOS; the model keeps the parts a navigation needs: the title, the style,
    /// whether it is enabled, and the handler that runs after the user picked it and the alert was
    /// dismissed (see ``HeadlessRuntime/simulateUserTap(on:)``). Equality and hashing are
    /// `NSObject`'s, by identity. `NSCopying` is not modelled.
    @MainActor
    open class UIAlertAction: NSObject {
        private let storedTitle: String?
        private let storedStyle: Style
        /// What runs when the user picks the action, once the alert is dismissed.
        let handler: ((UIAlertAction) -> Void)?
        /// The alert controller the action was added to; UIKit keeps the same back reference.
        weak var alertController: UIAlertController?

        /// Creates an action with no title, in the default style, with no handler, as `NSObject`'s
        /// `init()` does on iOS.
        public override init() {
            storedTitle = nil
            storedStyle = .default
            handler = nil
            super.init()
        }

        /// Creates an action with a title, a style and a handler. The handler receives the action and
        /// runs on the main actor after the alert that shows it was dismissed.
        public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.init(title: title, style: style, storedHandler: handler)
        }

        private init(title: String?, style: Style, storedHandler: ((UIAlertAction) -> Void)?) {
            storedTitle = title
            storedStyle = style
            handler = storedHandler
            super.init()
        }

        /// The button's title, as given at creation.
        open var title: String? { storedTitle }
        /// The button's style, as given at creation.
        open var style: UIAlertAction.Style { storedStyle }
        /// Whether the user can pick the action. True by default; a disabled action cannot be tapped.
        open var isEnabled = true

        /// `<Module.UIAlertAction: 0xADDRESS>`, the form UIKit's messages use.
        nonisolated open override var description: String {
            let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            return "<\(String(reflecting: type(of: self))): 0x\(String(address, radix: 16))>"
        }
    }

    extension UIAlertAction {
        /// How an action's button looks and where UIKit places it. Raw values match UIKit's.
        public enum Style: Int, Sendable {
            /// UIKit's `default` (raw value 0).
            case `default` = 0
            /// UIKit's `cancel` (raw value 1): at most one per alert controller.
            case cancel = 1
            /// UIKit's `destructive` (raw value 2).
            case destructive = 2
        }
    }

#endif
