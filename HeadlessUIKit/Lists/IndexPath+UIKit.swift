#if !canImport(UIKit)
    import Foundation

    // UIKit extends Foundation's IndexPath for table and collection views; Foundation on Linux
    // does not have these members, so the model adds them.
    extension IndexPath {
        /// An index path of a row in a section: `[section, row]`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// An index path of an item in a section: `[section, item]`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The section: the first index. Traps on an empty path, as on iOS.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row: the second index. Traps on a path with fewer than two indexes, as on iOS.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The item: the second index, as ``row``.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }

#endif
