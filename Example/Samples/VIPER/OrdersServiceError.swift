/// Why the orders service could not answer.
enum OrdersServiceError: Error, Equatable, CustomStringConvertible {
    case unavailable
    case unknownOrder(Order.ID)

    var description: String {
        switch self {
        case .unavailable: "the orders service is unavailable"
        case .unknownOrder(let id): "there is no order \(id)"
        }
    }
}
