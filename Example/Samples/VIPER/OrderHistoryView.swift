/// What the presenter may ask of the order-history screen. The presenter sees only this, so it
/// can be tested with any object that records what it was told.
@MainActor
protocol OrderHistoryView: AnyObject {
    /// Shows the orders, one line each.
    func display(rows: [String])
    /// Shows a message instead of, or above, the list: an error, or an empty history.
    func display(message: String)
}
