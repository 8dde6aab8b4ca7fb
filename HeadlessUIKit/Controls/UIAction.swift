#if !canImport(UIKit)
    import Foundation

    /// What a ``UIAction`` runs; it receives the action, whose ``UIAction/sender`` is set.
    public typealias UIActionHandler = (UIAction) -> Void

    /// A closure-based action for controls and menus. Headlessly it runs when a control sends it
    /// (``UIControl/sendActions(for:)``, ``UIControl/sendAction(_:)``), as a tap would run it on iOS.
    @MainActor
    open class UIAction: UIMenuElement {
        private let handler: UIActionHandler
        private let storedIdentifier: UIAction.Identifier

        /// The title shown for the action.
        open override var title: String {
            get { storedTitleOverride ?? storedTitle }
            set { storedTitleOverride = newValue }
        }
        private var storedTitleOverride: String?
        /// The image shown for the action.
        open override var image: UIImage? {
            get { storedImageOverride ?? storedImage }
            set { storedImageOverride = newValue }
        }
        private var storedImageOverride: UIImage?
        /// The title for the keyboard-shortcut overlay. Stored only.
        open var discoverabilityTitle: String?
        /// The identifier given at creation, else a unique one.
        open var identifier: UIAction.Identifier { storedIdentifier }
        /// The attributes. Stored only.
        open var attributes: UIMenuElement.Attributes
        /// The checked state. Stored only.
        open var state: UIMenuElement.State
        /// The control that sent the action while its handler runs, else nil.
        open private(set) var sender: Any?

        /// Creates an action that runs `handler`.
        public convenience init(
            title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
        ) {
            self.init(
                title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString), attributes: attributes,
                state: state, handler: handler)
            self.discoverabilityTitle = discoverabilityTitle
        }

        private init(
            title: String, image: UIImage?, identifier: UIAction.Identifier, attributes: UIMenuElement.Attributes,
            state: UIMenuElement.State, handler: @escaping UIActionHandler
        ) {
            self.handler = handler
            storedIdentifier = identifier
            self.attributes = attributes
            self.state = state
            super.init(title: title, image: image)
        }

        /// Nothing is archived headlessly; the action does nothing.
        public required init?(coder: NSCoder) {
            handler = { _ in }
            storedIdentifier = Identifier(UUID().uuidString)
            attributes = []
            state = .off
            super.init(coder: coder)
        }

        /// Runs the handler with `sender` set for its duration.
        func perform(sender: Any?) {
            let previous = self.sender
            self.sender = sender
            defer { self.sender = previous }
            handler(self)
        }
    }

    extension UIAction {
        /// A name that tells actions apart, as UIKit's.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }

#endif
