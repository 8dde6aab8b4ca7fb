#if !canImport(UIKit)
    import Foundation

    /// Manages one presentation; the model of UIKit's presentation controller.
    ///
    /// A controller not yet presented makes one for its current style on demand, so apps can
    /// configure it (sheet detents, popover anchors) before presenting. A plain `NSObject`, not a
    /// responder, as in UIKit: it is not in the responder chain.
    @MainActor
    open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
        private unowned let storedPresented: UIViewController
        private weak var storedPresenting: UIViewController?
        private let style: UIModalPresentationStyle

        /// The delegate consulted about adaptation and interactive dismissal. Weak.
        open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

        /// Creates a presentation controller for `presentedViewController`.
        public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
            storedPresented = presentedViewController
            storedPresenting = presentingViewController
            style = presentedViewController.modalPresentationStyle
            super.init()
        }

        /// Creates the controller for a presentation in `style`, which may differ from the presented
        /// controller's `modalPresentationStyle` when the presentation chose it (an alert controller does).
        init(presentedViewController: UIViewController, style: UIModalPresentationStyle) {
            storedPresented = presentedViewController
            self.style = style
            super.init()
        }

        /// The presented controller.
        open var presentedViewController: UIViewController { storedPresented }

        /// The presenting controller. Before the presentation starts UIKit leaves it unset and reading
        /// it is undefined; the model then reports the controller that will be presented.
        open var presentingViewController: UIViewController { storedPresenting ?? storedPresented }

        /// The style of the presentation this controller manages.
        open var presentationStyle: UIModalPresentationStyle { style }

        /// The view the presentation happens in: the window, once presented.
        open var containerView: UIView? { storedPresenting == nil ? nil : storedPresented.viewIfLoaded?.window }

        /// The presented controller's view.
        open var presentedView: UIView? { storedPresented.viewIfLoaded }

        /// Whether the presentation covers the whole screen. True by default.
        open var shouldPresentInFullscreen: Bool { true }

        /// Whether the presenter's views leave the window when the presentation ends. False by
        /// default; it decides whether the presenter disappears in a `.custom` presentation.
        open var shouldRemovePresentersView: Bool { false }

        /// The presented view's frame; headlessly, the window's bounds.
        open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

        // MARK: Traits and content

        /// The presenting controller's traits, which the presentation adapts to.
        open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

        /// Does nothing; a presentation controller written for iOS may override it.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        /// The presented controller's preferred size.
        open var preferredContentSize: CGSize { storedPresented.preferredContentSize }

        /// Does nothing by default; called when the presented controller's preferred size changes.
        open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

        /// Does nothing by default.
        open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

        /// `parentSize`: by default the presented controller gets the container's whole size.
        @discardableResult
        open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            parentSize
        }

        /// Forwards the change to the presented controller, as UIKit's default does.
        open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            storedPresented.viewWillTransition(
                to: self.size(forChildContentContainer: storedPresented, withParentContainerSize: size), with: coordinator)
        }

        /// Forwards the change to the presented controller, as UIKit's default does.
        open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            storedPresented.willTransition(to: newCollection, with: coordinator)
        }

        /// The style to adapt to for the current traits; the presentation's own by default.
        open var adaptivePresentationStyle: UIModalPresentationStyle { style }

        /// The style to adapt to for `traitCollection`; the presentation's own by default.
        @discardableResult
        open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { style }

        /// `<Module.Class: 0xADDRESS>`, the form UIKit's messages print a presentation controller
        /// in; swift-corelibs-foundation's `NSObject` would leave out the module and pad the address.
        nonisolated open override var description: String {
            let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            return "<\(_typeName(type(of: self), qualified: true)): 0x\(String(address, radix: 16))>"
        }

        /// The same as ``description``, as for an `NSObject` on iOS.
        nonisolated open override var debugDescription: String { description }

        /// Called when the presentation transition starts.
        open func presentationTransitionWillBegin() {}
        /// Called when the presentation transition ended.
        open func presentationTransitionDidEnd(_ completed: Bool) {}
        /// Called when the dismissal transition starts.
        open func dismissalTransitionWillBegin() {}
        /// Called when the dismissal transition ended.
        open func dismissalTransitionDidEnd(_ completed: Bool) {}

        func attach(presenting: UIViewController) {
            storedPresenting = presenting
        }

        func detach() {
            storedPresenting = nil
        }

        /// The presentation controller UIKit makes for `style`.
        static func make(for presented: UIViewController, style: UIModalPresentationStyle) -> UIPresentationController {
            switch style {
            case .popover where presented is UIAlertController:
                ActionSheetPopoverPresentationController(presentedViewController: presented, style: style)
            case .popover: UIPopoverPresentationController(presentedViewController: presented, style: style)
            case .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: presented, style: style)
            default: UIPresentationController(presentedViewController: presented, style: style)
            }
        }
    }

    /// Consulted about how a presentation adapts and whether the user may dismiss it.
    @MainActor
    public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
        /// The style to adapt to in a compact environment.
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
        /// The style to adapt to for `traitCollection`.
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
        /// The controller to show in the adapted style.
        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
            -> UIViewController?
        /// Whether the user may dismiss the presentation interactively.
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
        /// Called when an interactive dismissal starts.
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
        /// Called when an interactive dismissal ended.
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
        /// Called when the user tried to dismiss a presentation that refuses it.
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    }

    extension UIAdaptivePresentationControllerDelegate {
        /// `.none` would mean no adaptation; the default asks UIKit to choose.
        public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
        /// Falls back to ``adaptivePresentationStyle(for:)``.
        public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            adaptivePresentationStyle(for: controller)
        }
        /// Nil by default.
        public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
            -> UIViewController?
        { nil }
        /// True by default.
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
        /// Does nothing by default.
        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        /// Does nothing by default.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        /// Does nothing by default.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    }

#endif
