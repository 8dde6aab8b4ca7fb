#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A view controller that can say which context it shows, so a ``RestorationRegistry`` can
/// register it without a closure.
///
/// ```swift
/// final class ProductViewController: UIViewController, RestorationContextProviding {
///     var productID: String?
///     var restorationContext: ProductContext? { productID.map(ProductContext.init) }
/// }
///
/// try restoration.register("product", destination: ShopConfiguration.product)
/// ```
@MainActor
public protocol RestorationContextProviding where Self: UIViewController {
    /// The context the controller is navigated to with.
    associatedtype RestorationContext: Codable

    /// The context the controller shows now; nil when it shows none yet, which leaves the
    /// controller out of a snapshot with a ``ProblemCode/contextUnavailable`` diagnostic.
    var restorationContext: RestorationContext? { get }
}
