#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// The graph in Graphviz DOT, as a `digraph` top to bottom, in navigation order.
    ///
    /// Origins are ellipses, steps boxes, containers 3-D boxes, switches diamonds; a node where
    /// destinations end has a double border. Edges are solid for a plain action, bold for a
    /// container action, dashed for a lookup, dotted for a switch case, each labelled. Every id
    /// and label is a quoted DOT string with `\` and `"` escaped, so type names show as written.
    /// The text depends only on the configuration.
    ///
    /// - Complexity: O(*n* + *e*) in the nodes and edges.
    public func dot() -> String {
        var lines = ["digraph NavigationGraph {", "    rankdir=TB;", "    node [shape=box];"]
        for node in nodes {
            let label = labelLines(of: node).map(Self.dotEscaped).joined(separator: "\\n")
            let shape: String
            switch node.kind {
            case .origin: shape = "ellipse"
            case .switchStep: shape = "diamond"
            case .step: shape = node.isContainer ? "box3d" : "box"
            }
            let border = node.destinations.isEmpty ? "" : ", peripheries=2"
            lines.append("    \"\(node.id)\" [label=\"\(label)\", shape=\(shape)\(border)];")
        }
        for edge in edges {
            let style: String
            switch edge.kind {
            case .integration: style = "solid"
            case .embedding: style = "bold"
            case .lookup: style = "dashed"
            case .switchCase: style = "dotted"
            }
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\" [label=\"\(Self.dotEscaped(label(of: edge)))\", style=\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside a quoted DOT string: backslashes first (so an escape sequence in a
    /// name stays text), then quotes, and line breaks as DOT's `\n`.
    static func dotEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": break
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
