/// Why the checkout could not go on.
enum CheckoutError: Error, Equatable, CustomStringConvertible {
    case signInRequired
    case notOnScreen

    var description: String {
        switch self {
        case .signInRequired: "sign in to pay"
        case .notOnScreen: "the checkout is not on screen"
        }
    }
}
