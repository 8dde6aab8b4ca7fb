@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
import HeadlessUIKit

/// The destinations the deep-linking tests route to: the list in the tab bar of
/// `showTabsWithList`, and products pushed after it, configured by `ProductIDTask`.
@MainActor
struct DeepLinkTestSteps {
    let list: DestinationStep<ListViewController, Any?>
    let product: DestinationStep<ProductViewController, String>

    init(window: UIWindow) {
        let provider = CustomWindowProvider(window: window)
        let list = Chain.found(by: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: provider))
        let listForProduct = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: provider))
        let product = Chain.step(
            finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
            action: UINavigationController.push(), previous: listForProduct,
            contextTasks: [ContextTaskBox(ProductIDTask())])
        self.list = Chain.destination(list)
        self.product = Chain.destination(product)
    }
}
