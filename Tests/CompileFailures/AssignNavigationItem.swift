// EXPECT: is a get-only property
// UIKit declares a view controller's navigationItem read-only: an app configures the item it
// returns, or overrides the property to supply its own. The headless model refuses the assignment
// too, so code that compiles on Linux is not rejected later by an iOS build.
@MainActor func retitle(_ controller: ProductViewController) {
    controller.navigationItem = UINavigationItem(title: "Product")
}
