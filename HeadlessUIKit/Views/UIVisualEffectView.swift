#if !canImport(UIKit)
    import Foundation

    /// A view that applies a visual effect behind its content. Headlessly it draws nothing; as in
    /// UIKit, content goes in ``contentView``, a subview made at creation.
    @MainActor
    open class UIVisualEffectView: UIView {
        /// The view to add content to.
        open var contentView: UIView { storedContentView }
        private let storedContentView: UIView
        /// The effect. Stored only.
        open var effect: UIVisualEffect?

        /// Creates a view with `effect`.
        public init(effect: UIVisualEffect?) {
            self.effect = effect
            storedContentView = UIView()
            super.init(frame: .zero)
            addSubview(storedContentView)
        }

        /// Nothing is archived headlessly; creates a view with no effect.
        public required init?(coder: NSCoder) {
            storedContentView = UIView()
            super.init(coder: coder)
            addSubview(storedContentView)
        }
    }

#endif
