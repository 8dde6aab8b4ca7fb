import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTable {
    /// A route of the file that passed every check, ready to install.
    struct ValidatedRoute {
        /// The pattern with the types of `parameters` written inline.
        let pattern: URLPattern
        let target: Target
        let location: RouteTableLocation
        let entry: RouteTableLocation
    }

    /// What a pattern captures under one name.
    struct Capture {
        /// The parameter's type; `nil` for an untyped parameter or a catch-all.
        let type: URLParameterType?
        let isCatchAll: Bool
        /// Whether URLs may lack it: an optional query item, or a segment inside `[/…]`.
        let isOptional: Bool
    }

    /// The keys a route object may have.
    static let entryKeys: Set<String> = ["pattern", "destination", "parameters", "description"]

    /// Checks `json` against the registered destinations and the routes and types of `links`.
    func validate(_ json: Data, against links: DeepLinkRouter) throws(DeepLinkError) -> [ValidatedRoute] {
        let document = try Self.parse(json, maxDepth: maxNestingDepth)
        var problems: [RouteTableProblem] = []
        let entries = try Self.routeEntries(of: document, problems: &problems)
        var accepted: AcceptedPatterns = [:]
        var valid: [ValidatedRoute] = []
        for (index, entry) in entries.enumerated() {
            var check = EntryCheck(entry: entry, index: index, targets: targets, links: links)
            if let route = check.run(accepted: &accepted) { valid.append(route) }
            problems += check.found
        }
        guard problems.isEmpty else { throw DeepLinkError.invalidRouteTable(problems: Self.inFileOrder(problems)) }
        return valid
    }

    /// `json` parsed with positions; a text that is not JSON, or nests too deep, is the one problem.
    static func parse(_ json: Data, maxDepth: Int) throws(DeepLinkError) -> PositionedJSON {
        do {
            return try PositionedJSON.parse(json, maxDepth: maxDepth)
        } catch {
            let location = RouteTableLocation(path: "", line: error.position.line, column: error.position.column)
            switch error {
            case let .syntax(reason, _):
                throw DeepLinkError.invalidRouteTable(problems: [RouteTableProblem(.malformedJSON(reason: reason), at: location)])
            case let .tooDeep(limit, _):
                throw DeepLinkError.invalidRouteTable(problems: [RouteTableProblem(.nestingTooDeep(limit: limit), at: location)])
            }
        }
    }

    /// The entries of the document's `routes` array. A repeated `routes` key is added to
    /// `problems`; a document without the array throws, as nothing else can be checked.
    static func routeEntries(of document: PositionedJSON, problems: inout [RouteTableProblem]) throws(DeepLinkError) -> [PositionedJSON] {
        guard case let .object(members) = document.value else {
            throw DeepLinkError.invalidRouteTable(problems: [
                RouteTableProblem(.invalidValue(expected: "an object with a \"routes\" array"), at: location("", document.position))
            ])
        }
        for member in members.filter({ $0.key == "routes" }).dropFirst() {
            problems.append(RouteTableProblem(.duplicateKey("routes"), at: location("routes", member.keyPosition)))
        }
        guard let routes = document["routes"] else {
            throw DeepLinkError.invalidRouteTable(problems: [RouteTableProblem(.missingKey("routes"), at: location("", document.position))])
        }
        guard case let .array(entries) = routes.value else {
            throw DeepLinkError.invalidRouteTable(
                problems: problems + [RouteTableProblem(.invalidValue(expected: "an array of route objects"), at: location("routes", routes.position))])
        }
        return entries
    }

    /// `problems` by line and column; problems at the same place keep the order they were found in.
    static func inFileOrder(_ problems: [RouteTableProblem]) -> [RouteTableProblem] {
        problems.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
    }

    /// `text` with each insertion's type written, as `<Type>`, at its index; in one pass, as a
    /// pattern may have many parameters.
    static func inserting(_ insertions: [(at: String.Index, type: String)], into text: String) -> String {
        var result = ""
        var from = text.startIndex
        for insertion in insertions.sorted(by: { $0.at < $1.at }) {
            result += text[from..<insertion.at]
            result += "<\(insertion.type)>"
            from = insertion.at
        }
        result += text[from...]
        return result
    }

    /// `error`, thrown by parsing or registering `pattern`, as a ``URLRoutingError``.
    static func routingError(_ error: any Error, pattern: String) -> URLRoutingError {
        error as? URLRoutingError ?? .invalidPattern(pattern: pattern, reason: String(describing: error))
    }

    /// The parameters `pattern` captures, by name.
    static func captures(of pattern: URLPattern) -> [String: Capture] {
        var captures: [String: Capture] = [:]
        let required = pattern.ends.first ?? pattern.segments.count
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal, .parameter(nil, _):
                break
            case let .parameter(name?, type):
                captures[name] = Capture(type: type, isCatchAll: false, isOptional: index >= required)
            case let .catchAll(name):
                captures[name] = Capture(type: nil, isCatchAll: true, isOptional: index >= required)
            }
        }
        for item in pattern.query {
            if case let .parameter(name, type, optional) = item.kind {
                captures[name] = Capture(type: type, isCatchAll: false, isOptional: optional)
            }
        }
        return captures
    }

    /// The parameters written in `text` (`:name` after `/` or `=`), each with the type written
    /// inline, if any, and the index right after its name, where an inline type goes.
    static func writtenParameters(in text: String) -> [String: (type: String?, end: String.Index)] {
        func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || character == "_")
        }
        var result: [String: (type: String?, end: String.Index)] = [:]
        var previous: Character?
        var index = text.startIndex
        while index != text.endIndex {
            let character = text[index]
            if character == ":", previous == "/" || previous == "=" {
                var end = text.index(after: index)
                while end != text.endIndex, isNameCharacter(text[end]) { end = text.index(after: end) }
                let name = String(text[text.index(after: index)..<end])
                var type: String?
                if end != text.endIndex, text[end] == "<", let close = text[end...].firstIndex(of: ">") {
                    type = String(text[text.index(after: end)..<close])
                }
                if !name.isEmpty { result[name] = (type, end) }
            }
            previous = character
            index = text.index(after: index)
        }
        return result
    }

    /// `key` as a step of a JSON path: `.key`, or `["key"]`, quoted as JSON, when it is not a plain name.
    static func member(_ key: String) -> String {
        let plain =
            !key.isEmpty && key.first?.isNumber == false
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if plain { return "." + key }
        return "[" + JSONString.quoted(key) + "]"
    }
}
