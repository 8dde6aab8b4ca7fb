import RouteComposer

/// A third-party style container that shows one image at a time.
final class ImagesContainerViewController: UIViewController, CustomContainerViewController {
    private(set) var current: UIViewController?

    var adapter: ContainerAdapter { ImagesContainerAdapter(container: self) }

    /// Replaces the image shown.
    func show(_ image: UIViewController) {
        if let current {
            current.willMove(toParent: nil)
            current.viewIfLoaded?.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(image)
        view.addSubview(image.view)
        image.didMove(toParent: self)
        current = image
        title = "Images"
    }
}

/// One image.
final class ImageViewController: UIViewController {
    private(set) var imageName = ""
    func show(image: String) {
        imageName = image
        title = "Image \(image)"
    }
}

/// How the router reads and changes the images container.
@MainActor
struct ImagesContainerAdapter: ContainerAdapter {
    weak var container: ImagesContainerViewController?

    var containedViewControllers: [UIViewController] { container?.current.map { [$0] } ?? [] }
    var visibleViewControllers: [UIViewController] { containedViewControllers }

    func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard container?.current === viewController else {
            completion(.failure(RoutingError.compositionFailed(.init("\(viewController) is not in the images container."))))
            return
        }
        completion(.success)
    }

    func setContainedViewControllers(_ containedViewControllers: [UIViewController], animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        guard let container, let last = containedViewControllers.last else {
            completion(.failure(RoutingError.compositionFailed(.init("The images container shows exactly one image."))))
            return
        }
        container.show(last)
        completion(.success)
    }
}

/// Puts an image into the images container, replacing the one shown.
struct ReplaceImageAction: ContainerAction {
    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        childViewControllers = [viewController]
    }

    func perform(
        with viewController: UIViewController, on existingController: ImagesContainerViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        existingController.show(viewController)
        completion(.success)
    }
}

/// Builds the images container with the image the router hands it.
struct ImagesContainerFactory: SimpleContainerFactory {
    func build(with context: String, integrating viewControllers: [UIViewController]) throws -> ImagesContainerViewController {
        let container = ImagesContainerViewController()
        if let image = viewControllers.last { container.show(image) }
        return container
    }
}
