extension NavigationPreview {
    /// A container, around the controller the navigation starts from, whose visible child the
    /// navigation changes to uncover that controller: a tab it selects, a navigation stack it
    /// pops back, and so on.
    public struct Reveal: CustomStringConvertible {
        /// The container.
        public let container: ControllerReference
        /// The child it will show: the origin or the container around it.
        public let child: ControllerReference
        /// What the reveal pops off a navigation stack, nearest the child first; empty for a
        /// container that only switches, such as a tab bar controller.
        public let popped: [ControllerReference]

        /// `"UITabBarController shows <child>"`, with what it pops.
        public var description: String {
            let pops = popped.isEmpty ? "" : ", popping \(popped.map(\.description).joined(separator: ", "))"
            return "\(container.typeName) shows \(child)\(pops)"
        }
    }
}
