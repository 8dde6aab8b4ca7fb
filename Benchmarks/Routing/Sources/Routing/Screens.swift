import HeadlessUIKit

// The screens of the benchmark's small app. Each case's destination has a class of its own, so a
// class finder can only find the controller the case means.

/// The first tab, and the root the modal case presents from.
final class HomeViewController: UIViewController {}

/// The root of the second tab's navigation controller.
final class CatalogViewController: UIViewController {}

/// The third tab.
final class CartViewController: UIViewController {}

/// What case (a) pushes into the catalog tab and case (b) finds already there.
final class ProductViewController: UIViewController {}

/// The two modals case (c) dismisses.
final class FirstModalViewController: UIViewController {}
final class SecondModalViewController: UIViewController {}

/// What case (c) presents, wrapped in a new navigation controller.
final class SettingsViewController: UIViewController {}

/// A screen pushed afresh every time: case (d) and the pushes onto deep stacks.
final class DetailViewController: UIViewController {}

/// The screens a deep navigation stack is made of.
final class FillerViewController: UIViewController {}

/// The one controller of a deep stack the finder cases look for.
final class TargetViewController: UIViewController {}
