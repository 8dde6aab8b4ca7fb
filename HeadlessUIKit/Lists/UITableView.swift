#if !canImport(UIKit)
    import Foundation

    /// A table view; headlessly only its style, so table view controllers have the view UIKit gives them.
    ///
    /// On iOS it is a `UIScrollView` with sections, rows, cells, a data source and a delegate.
    /// None of that is modelled: nothing here asks for rows or makes cells.
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
    }

#endif
