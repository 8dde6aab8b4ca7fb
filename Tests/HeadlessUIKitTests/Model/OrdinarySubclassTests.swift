import Foundation
import Testing
import HeadlessTestSupport
import HeadlessUIKit

/// The view model of ``ProductViewController``.
struct ProductViewModel {
    let productID: String
}

/// The ordinary UIKit subclass, written exactly as an iOS app writes it: a designated initialiser
/// of its own and the `init(coder:)` UIKit requires. It must compile against the model unchanged.
final class ProductViewController: UIViewController {
    let viewModel: ProductViewModel
    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Model: the ordinary subclass pattern")
    struct OrdinarySubclassTests {
        @Test("A subclass with its own designated initialiser is created with it and has no nib")
        func createdWithItsOwnInitialiser() async {
            let product = ProductViewController(viewModel: ProductViewModel(productID: "p1"))

            #expect(product.viewModel.productID == "p1")
            #expect(product.nibName == nil)
            #expect(product.nibBundle == nil)
        }

        @Test("It is pushed, appears and is popped like any controller")
        func pushedAndPopped() async throws {
            let home = UIViewController()
            let navigation = UINavigationController(rootViewController: home)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let product = ProductViewController(viewModel: ProductViewModel(productID: "p2"))

            navigation.pushViewController(product, animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(navigation.topViewController === product)
            #expect(product.parent === navigation)
            #expect(product.viewIfLoaded?.window != nil)
            let popped = navigation.popViewController(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(popped === product)
            #expect(navigation.viewControllers == [home])
        }
    }
}
