extension URLPattern {
    /// Reads the path of a pattern, host included, into segments and the counts it may end after.
    ///
    /// One forward pass: each `/`, `[` or `]` ends the segment being read, and the brackets open
    /// and close optional groups, whose edges are the places the pattern may end.
    struct PathReader {
        let pattern: String
        let types: URLParameterTypes
        private(set) var segments: [Segment] = []
        /// Where the pattern may end, unsorted and possibly repeated.
        private var endings: [Int] = []
        /// Whether the first segment read is the host, which is lower-cased.
        private(set) var hostIsFirstSegment = true
        private var depth = 0
        private var afterGroup = false
        private var current = ""

        init(pattern: String, types: URLParameterTypes) {
            self.pattern = pattern
            self.types = types
        }

        /// The segment counts the pattern may end after, ascending, each once.
        var ends: [Int] {
            var ends = endings + [segments.count]
            ends.sort()
            var unique: [Int] = []
            unique.reserveCapacity(ends.count)
            for end in ends where unique.last != end { unique.append(end) }
            return unique
        }

        /// Reads `path`, the text between `://` and the query, for a pattern of `scheme`.
        mutating func read(_ path: Substring, scheme: String) throws {
            var path = path
            if scheme == "https" {
                path = try readUniversalLinkHost(path)
            } else if path.first == "/" {
                hostIsFirstSegment = false
            }
            var index = path.startIndex
            while index != path.endIndex {
                try read(path[index], followedBy: path[path.index(after: index)...])
                index = path.index(after: index)
            }
            try flush()
            guard depth == 0 else { throw invalid("unbalanced \"[\"") }
        }

        /// Reads the host of a universal link, `*` or a name, and returns the path after it.
        private mutating func readUniversalLinkHost(_ path: Substring) throws -> Substring {
            let hostEnd = path.firstIndex { $0 == "/" || $0 == "[" } ?? path.endIndex
            let host = path[..<hostEnd]
            if host == "*" {
                segments.append(.parameter(name: nil, type: nil))
            } else {
                guard !host.isEmpty, !host.contains(":"), !host.contains("@") else {
                    throw invalid("a universal link needs a host without port or user")
                }
                segments.append(.literal(try URLPattern.decode(host, in: pattern).lowercased()))
            }
            hostIsFirstSegment = false
            return path[hostEnd...]
        }

        private mutating func read(_ character: Character, followedBy rest: Substring) throws {
            switch character {
            case "/":
                guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
                try flush()
            case "[":
                try flush()
                guard rest.first == "/" else { throw invalid("an optional group starts with \"/\"") }
                endings.append(segments.count)
                depth += 1
                afterGroup = false
            case "]":
                try flush()
                guard depth > 0 else { throw invalid("unbalanced \"]\"") }
                depth -= 1
                endings.append(segments.count)
                afterGroup = true
            default:
                guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
                current.append(character)
            }
        }

        /// Ends the segment being read, if there is one.
        private mutating func flush() throws {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if case .catchAll = segments.last { throw invalid("a catch-all must be the last segment") }
            let segment = try URLPattern.segment(current, in: pattern, types: types)
            if hostIsFirstSegment, segments.isEmpty, case let .literal(host) = segment {
                segments.append(.literal(host.lowercased()))
            } else {
                segments.append(segment)
            }
        }

        private func invalid(_ reason: String) -> URLRoutingError {
            .invalidPattern(pattern: pattern, reason: reason)
        }
    }
}
