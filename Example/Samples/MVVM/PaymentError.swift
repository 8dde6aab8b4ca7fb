/// Why a payment was refused.
enum PaymentError: Error, Equatable, CustomStringConvertible {
    case declined
    case invalidCard

    var description: String {
        switch self {
        case .declined: "the card was declined"
        case .invalidCard: "the card number is not valid"
        }
    }
}
