/// A weak reference to a controller.
@MainActor
struct WeakController {
    weak var value: UIViewController?
    init(_ value: UIViewController) { self.value = value }
}
