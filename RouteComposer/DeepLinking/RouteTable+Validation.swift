import Foundation

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
    func validate(_ json: Data, against links: DeepLinkRouter) throws(RouteTableError) -> [ValidatedRoute] {
        let document: PositionedJSON
        do {
            document = try PositionedJSON.parse(json, maxDepth: maxNestingDepth)
        } catch {
            let location = RouteTableLocation(path: "", line: error.position.line, column: error.position.column)
            switch error {
            case let .syntax(reason, _):
                throw RouteTableError(problems: [RouteTableProblem(.malformedJSON(reason: reason), at: location)])
            case let .tooDeep(limit, _):
                throw RouteTableError(problems: [RouteTableProblem(.nestingTooDeep(limit: limit), at: location)])
            }
        }
        func location(_ path: String, _ position: PositionedJSON.Position) -> RouteTableLocation {
            RouteTableLocation(path: path, line: position.line, column: position.column)
        }

        guard case let .object(members) = document.value else {
            throw RouteTableError(problems: [RouteTableProblem(.invalidValue(expected: "an object with a \"routes\" array"), at: location("", document.position))])
        }
        var problems: [RouteTableProblem] = []
        for member in members.filter({ $0.key == "routes" }).dropFirst() {
            problems.append(RouteTableProblem(.duplicateKey("routes"), at: location("routes", member.keyPosition)))
        }
        guard let routes = document["routes"] else {
            throw RouteTableError(problems: [RouteTableProblem(.missingKey("routes"), at: location("", document.position))])
        }
        guard case let .array(entries) = routes.value else {
            throw RouteTableError(problems: problems + [RouteTableProblem(.invalidValue(expected: "an array of route objects"), at: location("routes", routes.position))])
        }

        /// The file's patterns that passed the router's checks, by signature, with the text and
        /// place the file gives them. Checking against these and the router's routes, rather than
        /// registering into a copy of the router, spares building a trie that would be thrown away.
        var accepted: [URLPattern.Signature: (text: String, location: RouteTableLocation)] = [:]
        var valid: [ValidatedRoute] = []
        for (index, entry) in entries.enumerated() {
            let entryPath = "routes[\(index)]"
            let entryLocation = location(entryPath, entry.position)
            var found: [RouteTableProblem] = []
            func report(_ kind: RouteTableProblem.Kind, _ path: String, _ position: PositionedJSON.Position) {
                found.append(RouteTableProblem(kind, at: location(path, position), entry: entryLocation))
            }
            defer { problems += found }

            guard case let .object(members) = entry.value else {
                report(.invalidValue(expected: "a route object"), entryPath, entry.position)
                continue
            }
            var seen: Set<String> = []
            for member in members {
                if !seen.insert(member.key).inserted {
                    report(.duplicateKey(member.key), entryPath + Self.member(member.key), member.keyPosition)
                } else if !Self.entryKeys.contains(member.key) {
                    report(.unknownKey(member.key), entryPath + Self.member(member.key), member.keyPosition)
                }
            }
            func string(_ key: String, required: Bool) -> (text: String, position: PositionedJSON.Position)? {
                guard let value = entry[key] else {
                    if required { report(.missingKey(key), entryPath, entry.position) }
                    return nil
                }
                guard case let .string(text) = value.value else {
                    report(.invalidValue(expected: "a string"), entryPath + Self.member(key), value.position)
                    return nil
                }
                return (text, value.position)
            }
            let pattern = string("pattern", required: true)
            let destination = string("destination", required: true)
            _ = string("description", required: false)

            // The types `parameters` declares.
            var declared: [(name: String, type: String, path: String, position: PositionedJSON.Position)] = []
            if let parameters = entry["parameters"] {
                let parametersPath = entryPath + ".parameters"
                if case let .object(members) = parameters.value {
                    var names: Set<String> = []
                    for member in members {
                        let path = parametersPath + Self.member(member.key)
                        guard names.insert(member.key).inserted else {
                            report(.duplicateKey(member.key), path, member.keyPosition)
                            continue
                        }
                        guard case let .string(type) = member.value.value else {
                            report(.invalidValue(expected: "a parameter type name, such as \"Int\""), path, member.value.position)
                            continue
                        }
                        declared.append((member.key, type, path, member.value.position))
                    }
                } else {
                    report(.invalidValue(expected: "an object of parameter names to type names"), parametersPath, parameters.position)
                }
            }

            var target: Target?
            if let destination {
                target = targets[destination.text]
                if target == nil { report(.unknownDestination(name: destination.text), entryPath + ".destination", destination.position) }
            }

            guard let pattern else { continue }
            let patternPath = entryPath + ".pattern"
            let types = links.parameterTypes
            let original: URLPattern
            do {
                original = try URLPattern(pattern.text, types: types)
            } catch {
                report(.invalidPattern(Self.routingError(error, pattern: pattern.text)), patternPath, pattern.position)
                continue
            }

            // `parameters` against the pattern; the types it adds are written inline.
            let captures = Self.captures(of: original)
            let written = Self.writtenParameters(in: pattern.text)
            var insertions: [(at: String.Index, type: String)] = []
            var declaredAt: [String: (path: String, position: PositionedJSON.Position)] = [:]
            /// Parameters whose declaration is already reported: their requirement is not checked again.
            var misdeclared: Set<String> = []
            for parameter in declared {
                declaredAt[parameter.name] = (parameter.path, parameter.position)
                guard let capture = captures[parameter.name] else {
                    report(.unknownParameter(name: parameter.name), parameter.path, parameter.position)
                    continue
                }
                guard let type = types[parameter.type] else {
                    report(.unknownParameterType(name: parameter.name, type: parameter.type), parameter.path, parameter.position)
                    misdeclared.insert(parameter.name)
                    continue
                }
                let inPattern = capture.isCatchAll ? "a catch-all" : capture.type?.name ?? written[parameter.name]?.type
                if let inPattern {
                    let same = !capture.isCatchAll && (capture.type?.id ?? ObjectIdentifier(String.self)) == type.id
                    if !same {
                        report(.conflictingParameterType(name: parameter.name, inPattern: inPattern, inParameters: parameter.type),
                               parameter.path, parameter.position)
                        misdeclared.insert(parameter.name)
                    }
                } else if !type.acceptsEverything, let end = written[parameter.name]?.end {
                    insertions.append((end, parameter.type))
                }
            }
            let effective: URLPattern
            if insertions.isEmpty {
                effective = original
            } else {
                let text = Self.inserting(insertions, into: pattern.text)
                do {
                    effective = try URLPattern(text, types: types)
                } catch {
                    report(.invalidPattern(Self.routingError(error, pattern: text)), patternPath, pattern.position)
                    continue
                }
            }

            // Conflicts, hosts and limits, with the router's own checks.
            let signature = effective.signature
            do {
                try links.urls.check(effective, signature: signature)
                if let earlier = accepted[signature] {
                    report(.conflictingPattern(existing: earlier.text, existingLocation: earlier.location), patternPath, pattern.position)
                } else {
                    accepted[signature] = (pattern.text, location(patternPath, pattern.position))
                }
            } catch let error where error.code == .conflictingPatterns {
                report(.conflictingPattern(existing: error.existing ?? "", existingLocation: nil), patternPath, pattern.position)
            } catch {
                report(.invalidPattern(Self.routingError(error, pattern: effective.text)), patternPath, pattern.position)
            }

            // The destination's needs.
            guard let target, let destination else { continue }
            let effectiveCaptures = Self.captures(of: effective)
            for requirement in target.requirements where !misdeclared.contains(requirement.name) {
                guard let capture = effectiveCaptures[requirement.name] else {
                    report(.missingParameter(name: requirement.name, destination: destination.text), patternPath, pattern.position)
                    continue
                }
                let (id, name) = capture.isCatchAll ? (ObjectIdentifier([String].self), "[String] (a catch-all)")
                    : capture.type.map { ($0.id, $0.name) } ?? (ObjectIdentifier(String.self), "String")
                let at = declaredAt[requirement.name] ?? (patternPath, pattern.position)
                if id != requirement.type {
                    report(.parameterTypeMismatch(name: requirement.name, destination: destination.text, required: requirement.typeName, found: name),
                           at.path, at.position)
                } else if capture.isOptional {
                    report(.optionalParameter(name: requirement.name, destination: destination.text), patternPath, pattern.position)
                }
            }
            if found.isEmpty {
                valid.append(ValidatedRoute(pattern: effective, target: target, location: location(patternPath, pattern.position), entry: entryLocation))
            }
        }

        guard problems.isEmpty else {
            let ordered = problems.enumerated().sorted {
                ($0.element.location.line, $0.element.location.column, $0.offset) < ($1.element.location.line, $1.element.location.column, $1.offset)
            }
            throw RouteTableError(problems: ordered.map(\.element))
        }
        return valid
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

    /// `key` as a step of a JSON path: `.key`, or `["key"]` when it is not a plain name.
    static func member(_ key: String) -> String {
        let plain = !key.isEmpty && key.first?.isNumber == false
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if plain { return "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "[\"\(escaped)\"]"
    }
}
