#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTable.EntryCheck {
    /// The entry's pattern with the types of `parameters` written inline, and what the
    /// requirement check needs to know of the declarations.
    struct TypedPattern {
        let pattern: URLPattern
        /// Where `parameters` declares each parameter, so a mismatch is reported there.
        let declaredAt: [String: (path: String, position: Position)]
        /// Parameters whose declaration is already reported: their requirement is not checked again.
        let misdeclared: Set<String>
    }

    /// `text` as a pattern of the router's parameter types; nil, with a problem, when it is not one.
    mutating func parse(_ text: String, at position: Position) -> URLPattern? {
        do {
            return try URLPattern(text, types: links.parameterTypes)
        } catch {
            report(.invalidPattern(RouteTable.routingError(error, pattern: text)), patternPath, position)
            return nil
        }
    }

    /// `original` with the types `declared` adds written inline, after checking each declaration
    /// against the pattern; nil, with a problem, when the typed pattern is not valid.
    mutating func typed(_ original: URLPattern, declaring declared: [Declaration], text: String, at position: Position) -> TypedPattern? {
        let captures = RouteTable.captures(of: original)
        let written = RouteTable.writtenParameters(in: text)
        var insertions: [(at: String.Index, type: String)] = []
        var declaredAt: [String: (path: String, position: Position)] = [:]
        var misdeclared: Set<String> = []
        for parameter in declared {
            declaredAt[parameter.name] = (parameter.path, parameter.position)
            switch check(parameter, captures: captures, written: written) {
            case .keep: break
            case .misdeclared: misdeclared.insert(parameter.name)
            case let .insert(at): insertions.append((at, parameter.type))
            }
        }
        guard !insertions.isEmpty else { return TypedPattern(pattern: original, declaredAt: declaredAt, misdeclared: misdeclared) }
        guard let pattern = parse(RouteTable.inserting(insertions, into: text), at: position) else { return nil }
        return TypedPattern(pattern: pattern, declaredAt: declaredAt, misdeclared: misdeclared)
    }

    /// What checking one declaration against the pattern found.
    enum DeclarationOutcome {
        /// The pattern stays as it is: the declaration agrees with it, or its problem is reported
        /// and leaves the parameter's requirement to check.
        case keep
        /// A problem reported that makes checking the parameter's requirement pointless.
        case misdeclared
        /// The declared type goes into the pattern's text at the index.
        case insert(at: String.Index)
    }

    /// Checks that `parameter` names a parameter of the pattern, a registered type, and the type
    /// the pattern gives it, if any.
    mutating func check(
        _ parameter: Declaration, captures: [String: RouteTable.Capture],
        written: [String: (type: String?, end: String.Index)]
    ) -> DeclarationOutcome {
        guard let capture = captures[parameter.name] else {
            report(.unknownParameter(name: parameter.name), parameter.path, parameter.position)
            return .keep
        }
        guard let type = links.parameterTypes[parameter.type] else {
            report(.unknownParameterType(name: parameter.name, type: parameter.type), parameter.path, parameter.position)
            return .misdeclared
        }
        let inPattern = capture.isCatchAll ? "a catch-all" : capture.type?.name ?? written[parameter.name]?.type
        if let inPattern {
            let same = !capture.isCatchAll && (capture.type?.id ?? ObjectIdentifier(String.self)) == type.id
            guard same else {
                report(
                    .conflictingParameterType(name: parameter.name, inPattern: inPattern, inParameters: parameter.type),
                    parameter.path, parameter.position)
                return .misdeclared
            }
        } else if !type.acceptsEverything, let end = written[parameter.name]?.end {
            return .insert(at: end)
        }
        return .keep
    }

    /// Reports a pattern that conflicts with one of the router's or an earlier entry's, or that
    /// the router refuses for its host or limits; remembers it in `accepted` otherwise.
    mutating func checkConflicts(of pattern: URLPattern, text: String, at position: Position, accepted: inout RouteTable.AcceptedPatterns) {
        let signature = pattern.signature
        do {
            try links.urls.check(pattern, signature: signature)
            if let earlier = accepted[signature] {
                report(.conflictingPattern(existing: earlier.text, existingLocation: earlier.location), patternPath, position)
            } else {
                accepted[signature] = (text, RouteTable.location(patternPath, position))
            }
        } catch let error where error.code == .conflictingPatterns {
            // This code always carries the pattern it conflicts with.
            report(.conflictingPattern(existing: error.existing ?? "", existingLocation: nil), patternPath, position)
        } catch {
            report(.invalidPattern(RouteTable.routingError(error, pattern: pattern.text)), patternPath, position)
        }
    }

    /// Reports each parameter `target` needs that `typed` does not capture, captures with another
    /// type, or captures only when the URL has it.
    mutating func checkRequirements(
        of target: RouteTable.Target, named destination: String, against typed: TypedPattern,
        at position: Position
    ) {
        let captures = RouteTable.captures(of: typed.pattern)
        for requirement in target.requirements where !typed.misdeclared.contains(requirement.name) {
            guard let capture = captures[requirement.name] else {
                report(.missingParameter(name: requirement.name, destination: destination), patternPath, position)
                continue
            }
            let (id, name) =
                capture.isCatchAll
                ? (ObjectIdentifier([String].self), "[String] (a catch-all)")
                : capture.type.map { ($0.id, $0.name) } ?? (ObjectIdentifier(String.self), "String")
            let at = typed.declaredAt[requirement.name] ?? (patternPath, position)
            if id != requirement.type {
                report(
                    .parameterTypeMismatch(name: requirement.name, destination: destination, required: requirement.typeName, found: name),
                    at.path, at.position)
            } else if capture.isOptional {
                report(.optionalParameter(name: requirement.name, destination: destination), patternPath, position)
            }
        }
    }
}
