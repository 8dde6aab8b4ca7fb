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
}

/// The app's own errors.
enum ShopError: Error, CustomStringConvertible {
    case invalidProductID(String)
    case loginCancelled
    case unknownCity(Int)

    var description: String {
        switch self {
        case .invalidProductID(let id): "\"\(id)\" is not a product id"
        case .loginCancelled: "the user cancelled the login"
        case .unknownCity(let id): "there is no city \(id)"
        }
    }
}
