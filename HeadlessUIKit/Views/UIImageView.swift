#if !canImport(UIKit)
    import Foundation

    /// A view that shows an image. Headlessly it holds the image and draws nothing.
    @MainActor
    open class UIImageView: UIView {
        /// The image shown.
        open var image: UIImage?
        /// The image shown while highlighted.
        open var highlightedImage: UIImage?
        /// Whether the highlighted image is shown. Stored only.
        open var isHighlighted = false

        /// Creates an image view showing `image`.
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
        public init(image: UIImage?, highlightedImage: UIImage?) {
            self.image = image
            self.highlightedImage = highlightedImage
            super.init(frame: .zero)
        }

        /// Creates an empty image view.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Nothing is archived headlessly; creates an empty image view.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

#endif
