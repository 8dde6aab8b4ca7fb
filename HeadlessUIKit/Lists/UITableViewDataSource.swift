#if !canImport(UIKit)
    import Foundation

    /// What a table view asks for its sections and rows.
    ///
    /// Headlessly a table view asks for counts (when reloaded, or when first read or laid out) and
    /// never for cells: with no screen, no row is visible. UIKit's optional requirements that the
    /// model never asks are left out; implementing them is still allowed.
    @MainActor
    public protocol UITableViewDataSource: NSObjectProtocol {
        /// The number of rows in `section`.
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// The cell for the row at `indexPath`. Headlessly never asked by the table view.
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// The number of sections. Optional in UIKit, where one section is the default.
        func numberOfSections(in tableView: UITableView) -> Int
    }

    extension UITableViewDataSource {
        /// One section, as UIKit assumes when a data source does not say.
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    }

    /// What a table view tells about selection and display. Every requirement is optional in UIKit
    /// and the model, with no touches, calls none, so none is declared here; a delegate written for
    /// iOS compiles unchanged.
    @MainActor
    public protocol UITableViewDelegate: UIScrollViewDelegate {}

#endif
