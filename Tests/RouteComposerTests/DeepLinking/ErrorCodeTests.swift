import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
@testable import RouteComposerRestoration

extension RouteComposerTests {
    /// The public errors that were enums read as before at the use site, and also expose a code
    /// and their details, so that apps can match them without an exhaustive `switch`.
    @Suite("Error codes: errors grow without breaking an app's switch")
    struct ErrorCodeTests {
        @Test("A route table problem's kind compares whole, and its code and details read alone")
        func routeTableProblem() {
            let location = RouteTableLocation(path: "routes[0].destination", line: 3, column: 20)
            let problem = RouteTableProblem(
                .parameterTypeMismatch(name: "id", destination: "product", required: "Int", found: "String"),
                at: location)
            #expect(problem.kind == .parameterTypeMismatch(name: "id", destination: "product", required: "Int", found: "String"))
            #expect(problem.kind != .parameterTypeMismatch(name: "id", destination: "product", required: "Int", found: "UUID"))
            #expect(problem.code == .parameterTypeMismatch)
            #expect(problem.code != .missingParameter)
            #expect(problem.kind.name == "id")
            #expect(problem.kind.destination == "product")
            #expect(problem.kind.required == "Int")
            #expect(problem.kind.found == "String")
            #expect(problem.kind.key == nil)
            #expect(problem.code.description == "parameterTypeMismatch")

            let conflict = RouteTableProblem.Kind.conflictingPattern(existing: "shop://cart", existingLocation: nil)
            #expect(conflict.code == .conflictingPattern)
            #expect(conflict.existing == "shop://cart")
            #expect(conflict.existingLocation == nil)
            #expect(RouteTableProblem.Kind.duplicateKey("routes").key == "routes")
            #expect(RouteTableProblem.Kind.nestingTooDeep(limit: 4).limit == 4)
        }

        @Test("A codable route error compares whole, and its code and details read alone")
        func codableRouteError() {
            let error = DeepLinkError.decodingFailed(identifier: "product", codingPath: "variant.sizes[1]", reason: "expected Int")
            #expect(error == .decodingFailed(identifier: "product", codingPath: "variant.sizes[1]", reason: "expected Int"))
            #expect(error.code == .decodingFailed)
            #expect(error.identifier == "product")
            #expect(error.codingPath == "variant.sizes[1]")
            #expect(error.reason == "expected Int")
            #expect(error.excerpt == nil)
            #expect(error.description == "route \"product\" does not decode at variant.sizes[1]: expected Int")

            let malformed = DeepLinkError.malformedServerRoute(excerpt: "|", reason: "empty identifier")
            #expect(malformed.code == .malformedServerRoute)
            #expect(malformed.identifier == nil)
            #expect(malformed.excerpt == "|")
            #expect(DeepLinkError.nestingTooDeep(limit: 3).limit == 3)
            #expect(DeepLinkError.unknownIdentifier("cart") != .duplicateIdentifier("cart"))
            #expect(ProblemCode.unknownIdentifier.description == "unknownIdentifier")
        }

        @Test("Every feature's codes are one type: a code two features report is one value, and an app adds its own")
        func sharedCodes() {
            #expect(RestorationError(.duplicateIdentifier, reason: "taken").code == DeepLinkError.duplicateIdentifier("a").code)
            #expect(RouteTableProblem.Kind.nestingTooDeep(limit: 2).code == DeepLinkError.nestingTooDeep(limit: 2).code)
            #expect(RestorationProblem(.unknownIdentifier, reason: "gone").code == DeepLinkError.unknownIdentifier("a").code)
            #expect(ModuleError(code: .missingDependency, message: "").code != .missingModule)
            let custom = ProblemCode("missingFlag")
            #expect(custom == ProblemCode("missingFlag"))
            #expect(custom != .missingDependency)
            #expect("\(custom)" == "missingFlag")
        }

        @Test("A route table destination registered twice is a deep-link error with its code and the name")
        func registrationError() {
            let error = DeepLinkError.duplicateDestination("cart")
            #expect(error == .duplicateDestination("cart"))
            #expect(error != .duplicateDestination("product"))
            #expect(error != .duplicateIdentifier("cart"))
            #expect(error.code == .duplicateDestination)
            #expect(error.identifier == "cart")
            #expect(error.problems.isEmpty)
            #expect(error.description == "a destination is already registered as \"cart\"")
        }

        @Test("A route table with problems is a deep-link error carrying the report")
        func routeTableError() {
            let problem = RouteTableProblem(.missingKey("routes"), at: RouteTableLocation(path: "", line: 1, column: 1))
            let error = DeepLinkError.invalidRouteTable(problems: [problem])
            #expect(error.code == .invalidRouteTable)
            #expect(error.problems == [problem])
            #expect(error.report == ValidationReport(problems: [problem]))
            #expect(error.identifier == nil)
            #expect(error.limit == nil)
            #expect(error != .invalidRouteTable(problems: [problem, problem]))
            #expect(error.description == "route table has 1 problem:\n  \(problem)")
            #expect(DeepLinkError.unknownIdentifier("cart").report.isValid)
        }

        @Test("A routing error's phase compares with static members and keeps its name")
        func phase() {
            let location = RoutingErrorLocation(phase: .building, stepIndex: 2)
            #expect(location.phase == .building)
            #expect(location.phase != .integration)
            #expect(location.phase.rawValue == "building")
            #expect(location.description == "phase building, step 2")
        }
    }
}
