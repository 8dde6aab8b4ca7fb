import HeadlessUIKit
@testable import RouteComposer

/// A container adapter of a test's own over a fixed list of children: it reports `visible` as
/// shown (the last child unless told otherwise), changes nothing when asked, and tells
/// `onMakeVisible` each controller it is asked to show. For tests that need the router or the
/// locator to meet an adapter that is not one of the library's.
@MainActor
struct FixedChildrenAdapter: ContainerAdapter {
    let children: [UIViewController]
    let visible: [UIViewController]
    let onMakeVisible: (@MainActor (UIViewController) -> Void)?

    init(
        children: [UIViewController], visible: [UIViewController]? = nil,
        onMakeVisible: (@MainActor (UIViewController) -> Void)? = nil
    ) {
        self.children = children
        self.visible = visible ?? Array(children.suffix(1))
        self.onMakeVisible = onMakeVisible
    }

    var containedViewControllers: [UIViewController] { children }
    var visibleViewControllers: [UIViewController] { visible }

    func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        onMakeVisible?(viewController)
        completion(.success)
    }

    func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool, completion: @escaping (RoutingResult) -> Void
    ) {
        completion(.success)
    }
}
