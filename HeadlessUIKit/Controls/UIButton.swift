#if !canImport(UIKit)
    import Foundation

    /// A button. Headlessly it draws nothing: it keeps a title and an image per state; a tap is
    /// ``UIControl/sendActions(for:)`` with `.touchUpInside` (and `.primaryActionTriggered`).
    @MainActor
    open class UIButton: UIControl {
        private var titles: [UInt: String] = [:]
        private var images: [UInt: UIImage] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var storedButtonType: ButtonType = .custom

        /// Creates a button of the given type.
        public convenience init(type buttonType: UIButton.ButtonType) {
            self.init(frame: .zero)
            storedButtonType = buttonType
        }

        /// Creates a system button that sends `primaryAction` on `.primaryActionTriggered` and
        /// shows its title and image.
        public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
            self.init(type: buttonType)
            guard let primaryAction else { return }
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
        }

        /// The type given at creation; `.custom` for `init(frame:)`.
        open var buttonType: UIButton.ButtonType { storedButtonType }

        /// Sets the title for `state`.
        open func setTitle(_ title: String?, for state: UIControl.State) {
            titles[state.rawValue] = title
        }

        /// The title for `state`, else the normal state's, as UIKit falls back.
        @discardableResult
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }

        /// Sets the image for `state`.
        open func setImage(_ image: UIImage?, for state: UIControl.State) {
            images[state.rawValue] = image
        }

        /// The image for `state`, else the normal state's.
        @discardableResult
        open func image(for state: UIControl.State) -> UIImage? {
            images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        }

        /// Sets the title colour for `state`. Stored only.
        open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
            titleColors[state.rawValue] = color
        }

        /// The title colour for `state`, else the normal state's.
        @discardableResult
        open func titleColor(for state: UIControl.State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
        }

        /// The title for the current ``UIControl/state``.
        open var currentTitle: String? { title(for: state) }
        /// The image for the current ``UIControl/state``.
        open var currentImage: UIImage? { image(for: state) }
    }

    extension UIButton {
        /// A button's type. Raw values match UIKit's.
        public enum ButtonType: Int, Sendable {
            /// UIKit's `custom` (raw value 0).
            case custom = 0
            /// UIKit's `system` (raw value 1).
            case system = 1
            /// UIKit's `detailDisclosure` (raw value 2).
            case detailDisclosure = 2
            /// UIKit's `infoLight` (raw value 3).
            case infoLight = 3
            /// UIKit's `infoDark` (raw value 4).
            case infoDark = 4
            /// UIKit's `contactAdd` (raw value 5).
            case contactAdd = 5
            /// UIKit's `close` (raw value 7, iOS 13).
            case close = 7
        }
    }

#endif
