extension NavigationPreview {
    /// The controllers a part of the navigation is predicted to take out of the hierarchy, and
    /// the changes whose removals cannot be predicted.
    ///
    /// A controller is listed with everything it contains and presents, as the router's
    /// ``NavigationEvent/Kind/didRemove`` events list them. When ``isKnown`` is true the list is
    /// exactly what the navigation removes, provided the hierarchy does not change first; when
    /// it is false, ``unknown`` names what may remove more, such as an app's own action or
    /// ``StackPresentationHandler``, and the list is only what is certain to leave.
    public struct Removal: CustomStringConvertible {
        /// The controllers predicted to leave, outer containers and presenters first.
        public let controllers: [ControllerReference]
        /// The changes whose removals cannot be predicted, one description each; empty when the
        /// prediction is complete.
        public let unknown: [String]

        /// True when ``controllers`` is the whole prediction.
        public var isKnown: Bool { unknown.isEmpty }

        /// `"nothing"`, the controllers by description, and `"unknown: …"` for what cannot be predicted.
        public var description: String {
            var parts = controllers.isEmpty ? [] : [controllers.map(\.description).joined(separator: ", ")]
            if !unknown.isEmpty { parts.append("unknown: " + unknown.joined(separator: "; ")) }
            return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
        }

        init(controllers: [ControllerReference] = [], unknown: [String] = []) {
            self.controllers = controllers
            self.unknown = unknown
        }
    }
}
