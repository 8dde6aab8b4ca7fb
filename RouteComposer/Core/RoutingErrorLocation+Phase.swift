extension RoutingErrorLocation {
    /// The part of a navigation in which an error can arise.
    ///
    /// A struct rather than an enum, so that later versions can name new phases without breaking
    /// an app's `switch`: compare with the static members, as in `location.phase == .building`.
    public struct Phase: Hashable, Sendable, CustomStringConvertible {
        // Private so that adding a phase is not a breaking change.
        private enum Wrapped: String, Hashable, Sendable {
            case preparation, search, dismissibilityCheck, interception, dismissal, reveal, building, contextTask,
                integration, postRouting
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// Preparing tasks, interceptors and factories and converting the context, before any UI change.
        public static let preparation = Phase(.preparation)
        /// Looking for the controller to start from.
        public static let search = Phase(.search)
        /// Checking that what is in the way can be dismissed.
        public static let dismissibilityCheck = Phase(.dismissibilityCheck)
        /// Running interceptors.
        public static let interception = Phase(.interception)
        /// Dismissing what covers the controller to start from.
        public static let dismissal = Phase(.dismissal)
        /// Making the controller to start from visible in its containers.
        public static let reveal = Phase(.reveal)
        /// Building a controller.
        public static let building = Phase(.building)
        /// Running a context task.
        public static let contextTask = Phase(.contextTask)
        /// Integrating a built controller.
        public static let integration = Phase(.integration)
        /// Running post-routing tasks.
        public static let postRouting = Phase(.postRouting)

        /// Every phase, in the order of ``ordinal``.
        static let all: [Phase] = [
            .preparation, .search, .dismissibilityCheck, .interception, .dismissal, .reveal, .building, .contextTask,
            .integration, .postRouting,
        ]

        /// The phase's position in ``all``.
        var ordinal: Int {
            switch wrapped {
            case .preparation: 0
            case .search: 1
            case .dismissibilityCheck: 2
            case .interception: 3
            case .dismissal: 4
            case .reveal: 5
            case .building: 6
            case .contextTask: 7
            case .integration: 8
            case .postRouting: 9
            }
        }

        /// The phase's name, as in `"building"`.
        public var rawValue: String { wrapped.rawValue }

        /// The phase's name, as in `"building"`.
        public var description: String { wrapped.rawValue }
    }
}
