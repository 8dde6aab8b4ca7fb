#if !canImport(UIKit)
    import Foundation

    /// An object that adapts its content to size and trait changes of its container: every view
    /// controller and presentation controller, as in UIKit.
    ///
    /// All requirements are required, as in UIKit's header. ``UIViewController`` and
    /// ``UIPresentationController`` implement them with UIKit's defaults: a container forwards
    /// size and trait transitions to what it contains and gives each child its own size.
    @MainActor
    public protocol UIContentContainer: NSObjectProtocol {
        /// The size the content would like to have.
        var preferredContentSize: CGSize { get }

        /// Called on a container when a child's `preferredContentSize` changed.
        func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

        /// Called on a container when a child's Auto Layout fitting size changed. Nothing calls it
        /// headlessly: the model has no Auto Layout engine.
        func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

        /// The size a child gets when its container is `parentSize`.
        func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize

        /// Called before the container's view changes size; a container forwards it to its children.
        func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

        /// Called before the traits change; a container forwards it to its children.
        func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
    }

#endif
