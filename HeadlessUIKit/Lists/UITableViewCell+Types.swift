#if !canImport(UIKit)
    import Foundation

    extension UITableViewCell {
        /// The built-in layouts of a cell. Raw values match UIKit's.
        public enum CellStyle: Int, Sendable {
            /// UIKit's `default` (0): a label and an optional image.
            case `default` = 0
            /// UIKit's `value1` (1).
            case value1 = 1
            /// UIKit's `value2` (2): two labels, no image.
            case value2 = 2
            /// UIKit's `subtitle` (3).
            case subtitle = 3
        }

        /// How a selected cell looks. Raw values match UIKit's.
        public enum SelectionStyle: Int, Sendable {
            /// UIKit's `none` (0).
            case none = 0
            /// UIKit's `blue` (1).
            case blue = 1
            /// UIKit's `gray` (2).
            case gray = 2
            /// UIKit's `default` (3).
            case `default` = 3
        }

        /// The accessory at a cell's trailing edge. Raw values match UIKit's.
        public enum AccessoryType: Int, Sendable {
            /// UIKit's `none` (0).
            case none = 0
            /// UIKit's `disclosureIndicator` (1).
            case disclosureIndicator = 1
            /// UIKit's `detailDisclosureButton` (2).
            case detailDisclosureButton = 2
            /// UIKit's `checkmark` (3).
            case checkmark = 3
            /// UIKit's `detailButton` (4).
            case detailButton = 4
        }

        /// What editing a row does. Raw values match UIKit's.
        public enum EditingStyle: Int, Sendable {
            /// UIKit's `none` (0).
            case none = 0
            /// UIKit's `delete` (1).
            case delete = 1
            /// UIKit's `insert` (2).
            case insert = 2
        }
    }

#endif
