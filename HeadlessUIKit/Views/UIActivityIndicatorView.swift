#if !canImport(UIKit)
    import Foundation

    /// A spinner. Headlessly it only records whether it is animating, and, as in UIKit, hides
    /// itself when stopped while ``hidesWhenStopped`` is true.
    @MainActor
    open class UIActivityIndicatorView: UIView {
        /// The style. Stored only.
        open var style: UIActivityIndicatorView.Style
        /// Whether the view is hidden while not animating. True at first.
        open var hidesWhenStopped = true {
            didSet { updateHidden() }
        }
        /// The colour. Stored only.
        open var color: UIColor!
        /// Whether it is animating. False at first.
        open private(set) var isAnimating = false

        /// Creates a stopped indicator in `style`, hidden as UIKit hides a stopped one.
        public init(style: UIActivityIndicatorView.Style) {
            self.style = style
            super.init(frame: .zero)
            updateHidden()
        }

        /// Creates a stopped, medium indicator.
        public override init(frame: CGRect) {
            style = .medium
            super.init(frame: frame)
            updateHidden()
        }

        /// Nothing is archived headlessly; creates a stopped, medium indicator. Not failable, as in UIKit.
        public required init(coder: NSCoder) {
            style = .medium
            super.init(frame: .zero)
            updateHidden()
        }

        /// Starts animating and shows the view.
        open func startAnimating() {
            isAnimating = true
            updateHidden()
        }

        /// Stops animating; hides the view when ``hidesWhenStopped`` is true.
        open func stopAnimating() {
            isAnimating = false
            updateHidden()
        }

        private func updateHidden() {
            if isAnimating {
                isHidden = false
            } else if hidesWhenStopped {
                isHidden = true
            }
        }
    }

    extension UIActivityIndicatorView {
        /// The indicator's size and colour. Raw values match UIKit's.
        public enum Style: Int, Sendable {
            /// UIKit's `medium` (raw value 100).
            case medium = 100
            /// UIKit's `large` (raw value 101).
            case large = 101
        }
    }

#endif
