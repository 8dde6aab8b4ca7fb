#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// The graph as a Mermaid `flowchart`, top to bottom, in navigation order (origins first).
    ///
    /// Origins are stadiums, steps rectangles, containers subroutine boxes, switches rhombi.
    /// Edges: `-->` for a plain action, `==>` for a container action, `-.->` for a lookup or a
    /// switch case, each labelled. Every label is quoted, with the characters Mermaid gives a
    /// meaning to written as entity codes, so generic type names (`<`, `>`, `,`) and quotes are
    /// shown as written. The text depends only on the configuration: the same configuration
    /// always gives the same text.
    ///
    /// - Complexity: O(*n* + *e*) in the nodes and edges.
    public func mermaid() -> String {
        var lines = ["flowchart TD"]
        for node in nodes {
            let label = labelLines(of: node).map(Self.mermaidEscaped).joined(separator: "<br/>")
            let (open, close): (String, String)
            switch node.kind {
            case .origin: (open, close) = ("([", "])")
            case .switchStep: (open, close) = ("{", "}")
            case .step: (open, close) = node.isContainer ? ("[[", "]]") : ("[", "]")
            }
            lines.append("    \(node.id)\(open)\"\(label)\"\(close)")
        }
        for edge in edges {
            let arrow: String
            switch edge.kind {
            case .integration: arrow = "-->"
            case .embedding: arrow = "==>"
            case .lookup, .switchCase: arrow = "-.->"
            }
            lines.append("    \(edge.from) \(arrow)|\"\(Self.mermaidEscaped(label(of: edge)))\"| \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside a quoted Mermaid label: `#` (which starts an entity code) first, then
    /// the characters that end a label or start markup, as numeric entity codes.
    static func mermaidEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "#": escaped += "#35;"
            case "\"": escaped += "#34;"
            case "&": escaped += "#38;"
            case "<": escaped += "#60;"
            case ">": escaped += "#62;"
            case "|": escaped += "#124;"
            case "`": escaped += "#96;"
            case "\n": escaped += "<br/>"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
