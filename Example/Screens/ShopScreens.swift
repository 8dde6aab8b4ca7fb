import RouteComposer

/// The home tab.
final class HomeViewController: UIViewController {
    override func viewDidLoad() { title = "Home" }
}

/// The catalog tab's list of products.
final class CatalogViewController: UIViewController {
    override func viewDidLoad() { title = "Catalog" }
}

/// The cart tab.
final class CartViewController: UIViewController {
    override func viewDidLoad() { title = "Cart" }
}

/// What a product screen needs: the product's id.
struct ProductContext: Equatable {
    let productID: String
}

/// A product, found again when it already shows the same product.
final class ProductViewController: UIViewController, ContextChecking, ContextAccepting {
    private(set) var productID = ""

    static func checkCompatibility(with context: ProductContext) throws {
        guard !context.productID.isEmpty else { throw ShopError.invalidProductID(context.productID) }
    }

    func setup(with context: ProductContext) throws {
        productID = context.productID
        title = "Product \(context.productID)"
    }

    func isTarget(for context: ProductContext) -> Bool {
        productID == context.productID
    }
}

/// The reviews of a product: a second modal level over a presented product.
final class ReviewsViewController: UIViewController {
    override func viewDidLoad() { title = "Reviews" }
}

/// The wish list, with two segments chosen by the navigation's context.
final class WishListViewController: UIViewController {
    enum Segment: String { case favorites, collections }
    var segment: Segment = .favorites {
        didSet { title = "Wish list: \(segment.rawValue)" }
    }
}

/// A promotion whose way of closing comes from the configuration that showed it.
final class PromoViewController: UIViewController, DismissibleWithRuntimeStorage {
    typealias DismissalTargetContext = Void
    override func viewDidLoad() { title = "Promo" }

    /// Dismisses `promo` alone, and reports success once it is off screen. Refused, changing
    /// nothing, while a controller is presented over it (which `dismiss` would close instead) or
    /// when it is not presented at all.
    static func close(_ promo: PromoViewController, animated: Bool, completion: ((RoutingResult) -> Void)?) {
        if let covering = promo.presentedViewController {
            completion?(.failure(ShopError.promoCovered(by: String(describing: type(of: covering)))))
            return
        }
        guard let presenter = promo.presentingViewController, !promo.isBeingDismissed else {
            completion?(.failure(ShopError.promoNotPresented))
            return
        }
        presenter.dismiss(animated: animated) { completion?(.success) }
    }
}

/// The app's own errors.
enum ShopError: Error, CustomStringConvertible {
    case invalidProductID(String)
    case loginCancelled
    case unknownCity(Int)
    /// The promo cannot close while a controller of this type is presented over it.
    case promoCovered(by: String)
    /// The promo cannot close: it is not presented, or already being dismissed.
    case promoNotPresented

    var description: String {
        switch self {
        case .invalidProductID(let id): "\"\(id)\" is not a product id"
        case .loginCancelled: "the user cancelled the login"
        case .unknownCity(let id): "there is no city \(id)"
        case .promoCovered(let covering): "the promo cannot close while \(covering) is presented over it; close that first"
        case .promoNotPresented: "the promo is not presented, so it cannot close"
        }
    }
}
