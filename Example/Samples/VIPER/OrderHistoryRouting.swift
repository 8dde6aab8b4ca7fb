/// The order-history module's Router, as its presenter sees it: where the user can go from
/// here. The presenter does not know how; ``OrderHistoryRouter`` does it with destinations.
@MainActor
protocol OrderHistoryRouting {
    /// Shows one order's details; throws when the order cannot be shown, and nothing changes.
    func showOrder(_ id: Order.ID) async throws
    /// Closes the order history, however it was shown.
    func close() async throws
}
