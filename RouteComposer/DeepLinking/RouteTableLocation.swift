#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A place in a route table file: the JSON path of a value and where the value starts.
public struct RouteTableLocation: Equatable, Sendable, CustomStringConvertible {
    /// The path from the document's root, as in `routes[3].pattern`; empty for the root itself.
    public let path: String
    /// The line of the value's first character, from 1.
    public let line: Int
    /// The column of the value's first character, from 1, counted in Unicode scalars.
    public let column: Int

    /// A location with the given path, line and column.
    init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The line, column and path; a path through keys of any length is cut short.
    public var description: String { "\(line):\(column) \(path.isEmpty ? "(root)" : URLRoutingError.excerpt(path))" }
}
