#if !canImport(UIKit)
    import Foundation

    /// A row of a table view. Headlessly it draws nothing: it holds its reuse identifier, its
    /// content view and, for the built-in styles, its labels and image view.
    @MainActor
    open class UITableViewCell: UIView {
        private let storedStyle: CellStyle
        private let storedReuseIdentifier: String?

        /// The view to add custom content to; a subview made at creation.
        open var contentView: UIView { storedContentView }
        private let storedContentView = UIView()
        /// The main label, made on first use.
        @available(
            iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
        )
        open var textLabel: UILabel? { storedTextLabel }
        private lazy var storedTextLabel = madeLabel()
        /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
        @available(
            iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
        )
        open var detailTextLabel: UILabel? { storedStyle == .default ? nil : storedDetailLabel }
        private lazy var storedDetailLabel = madeLabel()
        /// The image view of the styles that show one, made on first use; nil for `.value2`.
        @available(
            iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
        )
        open var imageView: UIImageView? { storedStyle == .value2 ? nil : storedImageView }
        private lazy var storedImageView: UIImageView = {
            let imageView = UIImageView(image: nil)
            contentView.addSubview(imageView)
            return imageView
        }()
        /// The accessory. `.none` at first; stored only.
        open var accessoryType: AccessoryType = .none
        /// How a selected cell looks. `.default` at first; stored only.
        open var selectionStyle: SelectionStyle = .default
        /// Whether the cell is selected. Stored only.
        open var isSelected = false

        /// Creates a cell in `style` with `reuseIdentifier`.
        public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            storedStyle = style
            storedReuseIdentifier = reuseIdentifier
            super.init(frame: .zero)
            addSubview(contentView)
        }

        /// Creates a `.default` cell from an archive, reading its reuse identifier under
        /// `"UIReuseIdentifier"` from a keyed coder, the key UIKit's archives use. The model's table
        /// views also create registered cell classes through this initialiser (see
        /// ``UITableView/dequeueReusableCell(withIdentifier:)``).
        public required init?(coder: NSCoder) {
            storedStyle = .default
            storedReuseIdentifier =
                coder.allowsKeyedCoding && coder.containsValue(forKey: Self.reuseIdentifierKey)
                ? coder.decodeObject(forKey: Self.reuseIdentifierKey) as? String : nil
            super.init(coder: coder)
            addSubview(contentView)
        }

        nonisolated static let reuseIdentifierKey = "UIReuseIdentifier"

        /// The identifier given at creation.
        open var reuseIdentifier: String? { storedReuseIdentifier }

        /// Called before a dequeued cell is handed out again. Does nothing by default; the model
        /// never reuses cells.
        open func prepareForReuse() {}

        /// Sets ``isSelected``; the change is immediate either way.
        open func setSelected(_ selected: Bool, animated: Bool) {
            isSelected = selected
        }

        private func madeLabel() -> UILabel {
            let label = UILabel()
            contentView.addSubview(label)
            return label
        }
    }

#endif
