#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTable {
    /// The file's patterns that passed the router's checks, by signature, with the text and place
    /// the file gives them. Checking against these and the router's routes, rather than
    /// registering into a copy of the router, spares building a trie that would be thrown away.
    typealias AcceptedPatterns = [URLPattern.Signature: (text: String, location: RouteTableLocation)]

    /// The checks of one entry of the `routes` array, in the order a reader meets its parts: its
    /// shape and keys, its strings, its `parameters`, its destination, its pattern, and what the
    /// destination needs of the pattern. Every problem is kept in ``found``, so the whole file is
    /// reported at once.
    @MainActor
    struct EntryCheck {
        typealias Position = PositionedJSON.Position
        /// A string value of the entry and where it is.
        typealias Text = (text: String, position: Position)
        /// A type that `parameters` gives to a parameter, and where.
        typealias Declaration = (name: String, type: String, path: String, position: Position)

        let entry: PositionedJSON
        /// The entry's JSON path, as `routes[2]`.
        let path: String
        let location: RouteTableLocation
        let targets: KeyedRegistry<String, Target>
        let links: DeepLinkRouter
        /// The entry's problems, in the order they were found.
        private(set) var found: [RouteTableProblem] = []

        init(entry: PositionedJSON, index: Int, targets: KeyedRegistry<String, Target>, links: DeepLinkRouter) {
            self.entry = entry
            self.path = "routes[\(index)]"
            self.location = RouteTable.location(path, entry.position)
            self.targets = targets
            self.links = links
        }

        var patternPath: String { path + ".pattern" }

        mutating func report(_ kind: RouteTableProblem.Kind, _ path: String, _ position: Position) {
            found.append(RouteTableProblem(kind, at: RouteTable.location(path, position), entry: location))
        }

        /// Runs every check that applies; the route to install when none found a problem.
        ///
        /// A check that needs what an earlier one rejected is skipped, so one mistake is reported once.
        mutating func run(accepted: inout AcceptedPatterns) -> ValidatedRoute? {
            guard case let .object(members) = entry.value else {
                report(.invalidValue(expected: "a route object"), path, entry.position)
                return nil
            }
            checkKeys(members)
            let pattern = string("pattern", required: true)
            let destination = string("destination", required: true)
            _ = string("description", required: false)
            let declared = declaredParameters()
            let target = self.target(named: destination)

            guard let pattern, let original = parse(pattern.text, at: pattern.position) else { return nil }
            guard let typed = typed(original, declaring: declared, text: pattern.text, at: pattern.position) else { return nil }
            checkConflicts(of: typed.pattern, text: pattern.text, at: pattern.position, accepted: &accepted)
            guard let target, let destination else { return nil }
            checkRequirements(of: target, named: destination.text, against: typed, at: pattern.position)
            guard found.isEmpty else { return nil }
            return ValidatedRoute(
                pattern: typed.pattern, target: target, location: RouteTable.location(patternPath, pattern.position),
                entry: location)
        }

        /// Reports keys that appear twice or that the schema does not know.
        mutating func checkKeys(_ members: [PositionedJSON.Member]) {
            var seen: Set<String> = []
            for member in members {
                if !seen.insert(member.key).inserted {
                    report(.duplicateKey(member.key), path + RouteTable.member(member.key), member.keyPosition)
                } else if !RouteTable.entryKeys.contains(member.key) {
                    report(.unknownKey(member.key), path + RouteTable.member(member.key), member.keyPosition)
                }
            }
        }

        /// The string under `key`; nil, with a problem, when it is not a string or is required and missing.
        mutating func string(_ key: String, required: Bool) -> Text? {
            guard let value = entry[key] else {
                if required { report(.missingKey(key), path, entry.position) }
                return nil
            }
            guard case let .string(text) = value.value else {
                report(.invalidValue(expected: "a string"), path + RouteTable.member(key), value.position)
                return nil
            }
            return (text, value.position)
        }

        /// The types `parameters` declares, in file order; names given twice and values that are
        /// not type names are reported and left out.
        mutating func declaredParameters() -> [Declaration] {
            guard let parameters = entry["parameters"] else { return [] }
            let parametersPath = path + ".parameters"
            guard case let .object(members) = parameters.value else {
                report(.invalidValue(expected: "an object of parameter names to type names"), parametersPath, parameters.position)
                return []
            }
            var declared: [Declaration] = []
            var names: Set<String> = []
            for member in members {
                let memberPath = parametersPath + RouteTable.member(member.key)
                guard names.insert(member.key).inserted else {
                    report(.duplicateKey(member.key), memberPath, member.keyPosition)
                    continue
                }
                guard case let .string(type) = member.value.value else {
                    report(.invalidValue(expected: "a parameter type name, such as \"Int\""), memberPath, member.value.position)
                    continue
                }
                declared.append((member.key, type, memberPath, member.value.position))
            }
            return declared
        }

        /// The destination registered under `destination`'s name; nil, with a problem, when there is none.
        mutating func target(named destination: Text?) -> Target? {
            guard let destination else { return nil }
            let target = targets[destination.text]
            if target == nil { report(.unknownDestination(name: destination.text), path + ".destination", destination.position) }
            return target
        }
    }

    /// The location of the value at `path`, which starts at `position`.
    static func location(_ path: String, _ position: PositionedJSON.Position) -> RouteTableLocation {
        RouteTableLocation(path: path, line: position.line, column: position.column)
    }
}
