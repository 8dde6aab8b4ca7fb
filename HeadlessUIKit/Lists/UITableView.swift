#if !canImport(UIKit)
    import Foundation

    /// A table view: a scroll view with sections and rows from a data source. Headlessly nothing is
    /// drawn and no row is visible, so the table view asks its data source for counts, never for
    /// cells, and makes cells only when the app dequeues them.
    @MainActor
    open class UITableView: UIScrollView {
        private let storedStyle: Style

        /// Creates a table view in `style`.
        public init(frame: CGRect, style: UITableView.Style) {
            storedStyle = style
            super.init(frame: frame)
        }

        /// Creates a plain table view.
        public override convenience init(frame: CGRect) {
            self.init(frame: frame, style: .plain)
        }

        /// There are no archives headlessly; creates a plain table view.
        public required init?(coder: NSCoder) {
            storedStyle = .plain
            super.init(coder: coder)
        }

        /// The style given at creation.
        open var style: UITableView.Style { storedStyle }

        /// The object that supplies sections and rows. Weak, as in UIKit. Setting it discards the
        /// counts and marks the view for layout, whose pass asks the new data source, as UIKit's does.
        open weak var dataSource: (any UITableViewDataSource)? {
            didSet {
                rowCounts = nil
                setNeedsLayout()
            }
        }
        /// The object told about selection and display. Weak, as in UIKit; the model calls none of its methods.
        open weak var delegate: (any UITableViewDelegate)?
        /// The row counts per section from the last time the data source was asked, nil until then.
        private var rowCounts: [Int]?
        private var registeredCells: [String: UITableViewCell.Type] = [:]

        /// Discards the counts and asks the data source again at once: `numberOfSections(in:)`, then
        /// `tableView(_:numberOfRowsInSection:)` for each section. It asks for no cell: headlessly no
        /// row is visible.
        open func reloadData() {
            rowCounts = nil
            loadCountsIfNeeded()
        }

        /// The number of sections, asking the data source first if it was never asked; zero without one.
        open var numberOfSections: Int {
            loadCountsIfNeeded()
            return rowCounts?.count ?? 0
        }

        /// The number of rows in `section`, asking the data source first if it was never asked; zero
        /// for a section out of range.
        @discardableResult
        open func numberOfRows(inSection section: Int) -> Int {
            loadCountsIfNeeded()
            guard let rowCounts, rowCounts.indices.contains(section) else { return 0 }
            return rowCounts[section]
        }

        /// Lays out the subviews; as on iOS, a table view that never asked its data source asks it now.
        open override func layoutSubviews() {
            super.layoutSubviews()
            loadCountsIfNeeded()
        }

        private func loadCountsIfNeeded() {
            guard rowCounts == nil, let dataSource else { return }
            let sections = max(0, dataSource.numberOfSections(in: self))
            rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }

        /// The selected row, if any.
        open var indexPathForSelectedRow: IndexPath? { selectedRow }
        private var selectedRow: IndexPath?

        /// Selects a row (nil clears the selection) without telling the delegate, as in UIKit.
        /// Headlessly nothing scrolls.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
            selectedRow = indexPath
        }

        /// Deselects a row without telling the delegate, as in UIKit.
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            if selectedRow == indexPath { selectedRow = nil }
        }

        /// Registers a cell class for `identifier`; nil removes the registration. A class that is not
        /// a ``UITableViewCell`` is ignored.
        open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            registeredCells[identifier] = cellClass as? UITableViewCell.Type
        }

        /// A new cell of the class registered for `identifier`, else nil, as UIKit returns for an
        /// identifier with nothing registered and no cell to reuse. The model never reuses cells.
        ///
        /// A registered plain ``UITableViewCell`` is made with `init(style: .default, reuseIdentifier:)`.
        /// A subclass is made through `init?(coder:)`, with the identifier under `"UIReuseIdentifier"`:
        /// Swift can call only a required initialiser through a metatype (see the deliberate
        /// differences in TheModelsRules). A subclass whose `init?(coder:)` fails gives nil.
        @discardableResult
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            guard let cellClass = registeredCells[identifier] else { return nil }
            if cellClass == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode(identifier, forKey: UITableViewCell.reuseIdentifierKey)
            archiver.finishEncoding()
            guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return nil }
            coder.requiresSecureCoding = false
            return cellClass.init(coder: coder)
        }

        /// A new cell of the class registered for `identifier`. With nothing registered UIKit raises
        /// `NSInternalInconsistencyException`, and so does the model; under the record policy it
        /// returns a plain cell with the identifier.
        @discardableResult
        open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
            HeadlessRuntime.shared.raise(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                kind: .dequeueWithoutRegistration)
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }

    extension UITableView {
        /// How a table groups its rows. Raw values match UIKit's.
        public enum Style: Int, Sendable {
            /// UIKit's `plain` (raw value 0).
            case plain = 0
            /// UIKit's `grouped` (raw value 1).
            case grouped = 1
            /// UIKit's `insetGrouped` (raw value 2, iOS 13).
            case insetGrouped = 2
        }

        /// Where a row ends up when the table view scrolls to it. Raw values match UIKit's; headlessly
        /// nothing scrolls.
        public enum ScrollPosition: Int, Sendable {
            /// UIKit's `none` (0).
            case none = 0
            /// UIKit's `top` (1).
            case top = 1
            /// UIKit's `middle` (2).
            case middle = 2
            /// UIKit's `bottom` (3).
            case bottom = 3
        }
    }

#endif
