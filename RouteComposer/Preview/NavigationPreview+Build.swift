import Foundation

extension NavigationPreview {
    /// A controller the navigation will build and integrate, in the order it will.
    public struct Build: CustomStringConvertible {
        /// The step, as ``NavigationEvent/Kind/stepBuilt`` reports it.
        public let step: NavigationStepDescription
        /// The factory's type; a step with a finder and no factory, found again after the steps
        /// before it are built, names its finder as `FinderFactory<…>`.
        public let factoryType: String
        /// The type of the action that integrates the controller, as
        /// ``NavigationEvent/Kind/willIntegrate`` reports it. For a child, the action that places
        /// it among its container's children.
        public let actionType: String
        /// The steps a container factory builds into its container, in the order it takes them;
        /// they are built while the container is and have no integration of their own.
        public let children: [Build]
        /// The context tasks that will run on the built controller: the router's first, then the
        /// step's. The router's run only on controllers of their type.
        public let contextTasks: [String]
        /// The post-routing tasks registered for the built controller: the router's first, then
        /// the step's.
        public let postTasks: [String]
        /// What the integration takes out of the hierarchy.
        public let removal: Removal

        /// One line for the step, then one indented line per child.
        public var description: String {
            var text = "\(step.viewControllerType) built by \(factoryType), integrated by \(actionType)"
            if !removal.controllers.isEmpty || !removal.isKnown { text += ", removing \(removal)" }
            for child in children {
                text += "\n    child " + child.description.replacingOccurrences(of: "\n", with: "\n    ")
            }
            return text
        }
    }
}
