extension URLPattern {
    /// Reads the path of a pattern, host included, into segments and the counts it may end after.
    ///
    /// One forward pass: each `/`, `[` or `]` ends the segment being read, and the brackets open
    /// and close optional groups, whose edges are the places the pattern may end. Segments are
    /// slices of the pattern until they are parsed, so reading copies no text.
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

        init(pattern: String, types: URLParameterTypes) {
            self.pattern = pattern
            self.types = types
        }

        /// The segment counts before the last that the pattern may end after, ascending, each once.
        var optionalEnds: [Int] {
            var unique: [Int] = []
            for end in endings.sorted() where end != segments.count && unique.last != end { unique.append(end) }
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
            if path.utf8.allSatisfy({ $0 < 0x80 }) {
                try readASCII(path)
            } else {
                try readCharacters(path)
            }
            guard depth == 0 else { throw invalid("unbalanced \"[\"") }
        }

        /// Reads an ASCII path byte by byte. Every ASCII byte is a character of its own, except
        /// `"\r\n"`, which holds no delimiter: the result is that of ``readCharacters(_:)``,
        /// without its grapheme breaking.
        private mutating func readASCII(_ path: Substring) throws {
            let bytes = path.utf8
            var start = bytes.startIndex
            var index = start
            while index != bytes.endIndex {
                let byte = bytes[index]
                let next = bytes.index(after: index)
                if let delimiter = Delimiter(byte) {
                    try read(delimiter, after: path[start..<index], nextIsSlash: next != bytes.endIndex && bytes[next] == UInt8(ascii: "/"))
                    start = next
                }
                index = next
            }
            try flush(path[start...])
        }

        /// Reads a path character by character, so a delimiter followed by a combining mark is
        /// part of a literal, as it is one character.
        private mutating func readCharacters(_ path: Substring) throws {
            var start = path.startIndex
            var index = start
            while index != path.endIndex {
                let next = path.index(after: index)
                if let byte = path[index].asciiValue, let delimiter = Delimiter(byte) {
                    try read(delimiter, after: path[start..<index], nextIsSlash: next != path.endIndex && path[next] == "/")
                    start = next
                }
                index = next
            }
            try flush(path[start...])
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

        /// The characters that end a segment.
        private enum Delimiter {
            case slash, open, close

            init?(_ byte: UInt8) {
                switch byte {
                case UInt8(ascii: "/"): self = .slash
                case UInt8(ascii: "["): self = .open
                case UInt8(ascii: "]"): self = .close
                default: return nil
                }
            }
        }

        /// Reads `delimiter`, which ends `segment`.
        private mutating func read(_ delimiter: Delimiter, after segment: Substring, nextIsSlash: Bool) throws {
            switch delimiter {
            case .slash:
                try flush(segment)
                guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
            case .open:
                try flush(segment)
                guard nextIsSlash else { throw invalid("an optional group starts with \"/\"") }
                endings.append(segments.count)
                depth += 1
                afterGroup = false
            case .close:
                try flush(segment)
                guard depth > 0 else { throw invalid("unbalanced \"]\"") }
                depth -= 1
                endings.append(segments.count)
                afterGroup = true
            }
        }

        /// Ends `segment`, the text since the last delimiter, when it is not empty.
        private mutating func flush(_ segment: Substring) throws {
            guard !segment.isEmpty else { return }
            // Text after a group's `]` can only be a segment outside the group.
            guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
            if case .catchAll = segments.last { throw invalid("a catch-all must be the last segment") }
            let parsed = try URLPattern.segment(segment, in: pattern, types: types)
            // Links with a dot segment are refused (browsers fold it away), so none could match.
            if case let .literal(text) = parsed, text == "." || text == ".." {
                throw invalid("the dot segment \"\(text)\" can never match: links with one are refused")
            }
            if hostIsFirstSegment, segments.isEmpty, case let .literal(host) = parsed {
                segments.append(.literal(host.lowercased()))
            } else {
                segments.append(parsed)
            }
        }

        private func invalid(_ reason: String) -> URLRoutingError {
            .invalidPattern(pattern: pattern, reason: reason)
        }
    }
}
