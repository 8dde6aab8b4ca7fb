#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// The lines both renderers show for `node`, unescaped, with type names shortened: first
    /// what the step is, then its entities, then the destinations ending there and their URLs.
    func labelLines(of node: Node) -> [String] {
        var lines: [String] = []
        switch node.kind {
        case .origin:
            lines.append(node.finderType.map(displayName) ?? "origin")
            if node.finderType?.hasPrefix("GeneralStep.") != true {
                lines.append(displayName(node.viewControllerType))
            }
        case .switchStep:
            lines.append("switch: \(displayName(node.viewControllerType))")
            lines += node.undecidedCases.map { "decided at navigation: \($0)" }
        case .step:
            lines.append(displayName(node.viewControllerType))
            if let finder = node.finderType { lines.append("finder: \(displayName(finder))") }
            if let factory = node.factoryType { lines.append("factory: \(displayName(factory))") }
            if node.isContainer { lines.append("container") }
            lines += node.factoryChildren.map { "builds in: \(displayName($0))" }
            lines += node.interceptors.map { "interceptor: \(displayName($0))" }
            lines += node.contextTasks.map { "context task: \(displayName($0))" }
            lines += node.postTasks.map { "post task: \(displayName($0))" }
        }
        lines += node.destinations.map { "destination: \($0)" }
        lines += node.urlPatterns.map { "URL: \($0)" }
        return lines
    }

    /// The label of `edge`, unescaped, with any context conversion named.
    func label(of edge: Edge) -> String {
        guard !edge.contextTransformers.isEmpty else { return edge.label }
        return "\(edge.label) (context via \(edge.contextTransformers.map(displayName).joined(separator: ", ")))"
    }
}
