import Foundation

extension ViewControllerActions {
    /// Presents the built controller modally from the previous step's controller, its topmost
    /// parent, or a custom controller.
    @MainActor
    public struct PresentModallyAction: Action {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIViewController

        /// Which controller presents.
        public enum ModalPresentationStartingPoint {
            /// The previous step's controller.
            case current
            /// The outermost parent of the previous step's controller.
            case topmostParent
            /// The controller the closure returns when the action runs; nil or a throw fails the action.
            case custom(@autoclosure () throws -> UIViewController?)
        }

        /// Which controller presents.
        public let presentationStartingPoint: ModalPresentationStartingPoint
        /// The style to set, if any.
        public let presentationStyle: UIModalPresentationStyle?
        /// The transition style to set, if any.
        public let transitionStyle: UIModalTransitionStyle?
        /// The preferred content size to set, if any.
        public let preferredContentSize: CGSize?
        /// The modal-in-presentation flag to set, if any.
        public let isModalInPresentation: Bool?
        /// Configures the presentation controller before presenting.
        public let presentationControllerConfigurationBlock: ((_: UIPresentationController) -> Void)?
        /// The transitioning delegate to set, held weakly.
        public private(set) weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
        /// Where a popover points, when the presentation is one: a `.popover` style, or an action
        /// sheet presented on a regular width. Nil when the presented controller sets its own.
        let popoverAnchor: PopoverAnchor?

        init(
            startingFrom presentationStartingPoint: ModalPresentationStartingPoint = .current,
            presentationStyle: UIModalPresentationStyle? = .fullScreen,
            transitionStyle: UIModalTransitionStyle? = .coverVertical,
            transitioningDelegate: UIViewControllerTransitioningDelegate? = nil,
            preferredContentSize: CGSize? = nil,
            isModalInPresentation: Bool? = nil,
            presentationConfiguration: ((_: UIPresentationController) -> Void)? = nil,
            popoverAnchor: PopoverAnchor? = nil
        ) {
            self.presentationStartingPoint = presentationStartingPoint
            self.presentationStyle = presentationStyle
            self.transitionStyle = transitionStyle
            self.transitioningDelegate = transitioningDelegate
            self.preferredContentSize = preferredContentSize
            self.isModalInPresentation = isModalInPresentation
            self.presentationControllerConfigurationBlock = presentationConfiguration
            self.popoverAnchor = popoverAnchor
        }

        /// Applies the settings and presents; completes when UIKit's present completes.
        ///
        /// Fails without presenting when the presenter already presents a controller, because UIKit
        /// would silently ignore the request and never complete. Fails with
        /// ``RoutingFailureReason/popoverWithoutAnchor`` when the presentation is a popover (a
        /// `.popover` style, or an action sheet presented on a regular width) and neither the
        /// controller nor the action's popover anchor gives it one, for which UIKit would raise an
        /// exception. Fails with ``RoutingFailureReason/ignoredByUIKit`` when UIKit refused the
        /// presentation for another reason (a presenter outside the window hierarchy), instead of
        /// waiting for ever.
        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            let presenter: UIViewController
            switch self.presenter(for: viewController, existingController: existingController) {
            case .success(let resolved): presenter = resolved
            case .failure(let error): return completion(.failure(error))
            }
            if let presented = presenter.presentedViewController {
                completion(
                    .failure(RoutingError.compositionFailed(.init("\(presenter) is already presenting \(presented), so it cannot present \(viewController)."))))
                return
            }
            if let presentationStyle { viewController.modalPresentationStyle = presentationStyle }
            if let transitionStyle { viewController.modalTransitionStyle = transitionStyle }
            if let transitioningDelegate { viewController.transitioningDelegate = transitioningDelegate }
            if let preferredContentSize { viewController.preferredContentSize = preferredContentSize }
            if let presentationControllerConfigurationBlock, let presentationController = viewController.presentationController {
                presentationControllerConfigurationBlock(presentationController)
            }
            if let isModalInPresentation { viewController.isModalInPresentation = isModalInPresentation }
            if let missingAnchor = anchorPopover(of: viewController, presentedFrom: presenter) {
                return completion(.failure(missingAnchor))
            }
            presenter.present(viewController, animated: animated) {
                completion(.success)
            }
            // UIKit sets the presentation relationship inside `present` when it accepts it, and
            // defers the request only behind a transition in flight. Otherwise the request was
            // refused with a console warning, and its completion will never come.
            if viewController.presentingViewController == nil, TransitionSettling.isSettled(presenter) {
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "UIKit ignored the presentation of \(viewController) from \(presenter): the presenter is not in a window's hierarchy or is in a transition.",
                                underlyingError: RoutingFailureReason.ignoredByUIKit))))
            }
        }

        /// The controller that presents, as ``presentationStartingPoint`` says.
        private func presenter(for viewController: UIViewController, existingController: UIViewController) -> Result<UIViewController, RoutingError> {
            switch presentationStartingPoint {
            case .current:
                return .success(existingController)
            case .topmostParent:
                let locator = RouteComposerDefaults.shared.containerAdapterLocator
                return .success(existingController.routingAncestors(locator: locator).last ?? existingController)
            case .custom(let provider):
                do {
                    guard let custom = try provider() else {
                        return .failure(
                            RoutingError.compositionFailed(
                                .init("The custom starting point of the modal presentation of \(viewController) returned no view controller.")))
                    }
                    return .success(custom)
                } catch {
                    return .failure(
                        RoutingError.compositionFailed(
                            .init("The custom starting point of the modal presentation of \(viewController) failed.", underlyingError: error)))
                }
            }
        }
    }
}
