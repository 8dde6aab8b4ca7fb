import Foundation
import RouteComposer

/// Turns the example's URLs into destinations: `shop://home`, `shop://catalog`, `shop://cart`,
/// `shop://product/<id>`, `shop://product/<id>/reviews`, `shop://wishlist[?segment=collections]`,
/// `shop://promo`, `shop://cities`, `shop://cities/<id>`, `shop://images/<name>`.
@MainActor
enum DeepLinks {
    /// Why a URL has no destination.
    enum Failure: Error, CustomStringConvertible {
        case notAURL(String)
        case unknownScheme(String)
        case unknownPath(String)
        case badParameter(name: String, value: String)

        var description: String {
            switch self {
            case .notAURL(let text): "\"\(text)\" is not a URL"
            case .unknownScheme(let scheme): "unknown scheme \"\(scheme)\"; the example handles shop://"
            case .unknownPath(let path): "no destination for \"\(path)\""
            case let .badParameter(name, value): "\"\(value)\" is not a valid \(name)"
            }
        }
    }

    /// The URLs `destination(for:)` understands, by the destination they lead to, written as
    /// URL patterns so that `swift run Example graph` can show them. `destination(for:)` matches
    /// by hand; keep the two together.
    static let patterns: [String: [String]] = [
        "home": ["shop://home"],
        "catalog": ["shop://catalog"],
        "cart": ["shop://cart"],
        "product": ["shop://product/:id"],
        "reviews": ["shop://product/:id/reviews"],
        "wishList": ["shop://wishlist?segment=:segment?"],
        "promo": ["shop://promo"],
        "cities": ["shop://cities"],
        "city": ["shop://cities/:id<Int>"],
        "image": ["shop://images/:name"],
    ]

    static func destination(for text: String) throws -> AnyDestination {
        guard let url = URL(string: text), let scheme = url.scheme else { throw Failure.notAURL(text) }
        guard scheme == "shop" else { throw Failure.unknownScheme(scheme) }
        let parts = [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        switch parts {
        case ["home"]: return Destination(to: ShopConfiguration.home).unwrapped()
        case ["catalog"]: return Destination(to: ShopConfiguration.catalog).unwrapped()
        case ["cart"]: return Destination(to: ShopConfiguration.cart).unwrapped()
        case ["promo"]: return Destination(to: ShopConfiguration.promo).unwrapped()
        case ["cities"]: return Destination(to: ShopConfiguration.cities).unwrapped()
        case let parts where parts.count == 2 && parts[0] == "product":
            return Destination(to: ShopConfiguration.product, with: ProductContext(productID: parts[1])).unwrapped()
        case let parts where parts.count == 3 && parts[0] == "product" && parts[2] == "reviews":
            return Destination(to: ShopConfiguration.reviews, with: ProductContext(productID: parts[1])).unwrapped()
        case ["wishlist"]:
            let value = query.first { $0.name == "segment" }?.value ?? "favorites"
            guard let segment = WishListViewController.Segment(rawValue: value) else { throw Failure.badParameter(name: "segment", value: value) }
            return Destination(to: ShopConfiguration.wishList, with: segment).unwrapped()
        case let parts where parts.count == 2 && parts[0] == "cities":
            guard let id = Int(parts[1]) else { throw Failure.badParameter(name: "city id", value: parts[1]) }
            return Destination(to: ShopConfiguration.city, with: id).unwrapped()
        case let parts where parts.count == 2 && parts[0] == "images":
            return Destination(to: ShopConfiguration.image, with: parts[1]).unwrapped()
        default:
            throw Failure.unknownPath(parts.joined(separator: "/"))
        }
    }
}
