import Testing
import URLRouting

extension URLRoutingTests {
    /// `URLRoutingError` is a struct with an extensible code: today's spellings still build and
    /// compare errors, and the payload reads as properties.
    @Suite("URL routing errors: codes and payloads")
    struct URLRoutingErrorTests {
        @Test("An error built with a case spelling has that code and carries its payload")
        func codeAndPayload() {
            let error = URLRoutingError.tooManyPatternSegments(pattern: "app://a/b", count: 2, limit: 1)
            #expect(error.code == .tooManyPatternSegments)
            #expect(error.pattern == "app://a/b")
            #expect(error.count == 2)
            #expect(error.limit == 1)
            #expect(error.url == nil)
            #expect(error.nearMisses.isEmpty)
            #expect(error.code.description == "tooManyPatternSegments")
        }

        @Test("Errors are equal when code and payload are, and differ when either does")
        func equality() {
            #expect(URLRoutingError.tooManySegments(limit: 3) == .tooManySegments(limit: 3))
            #expect(URLRoutingError.tooManySegments(limit: 3) != .tooManySegments(limit: 4))
            #expect(URLRoutingError.tooManySegments(limit: 3) != .tooManyQueryItems(limit: 3))
            #expect(URLRoutingError.invalidPercentEncoding(offset: 1) != .controlCharacter(offset: 1))
        }

        @Test("A code is a pattern for any error, so catch clauses and if-case read naturally")
        func codeAsPattern() {
            let error: any Error = URLRoutingError.malformedURL(reason: "invalid scheme")
            #expect({ if case URLRoutingError.Code.malformedURL = error { true } else { false } }())
            #expect(!{ if case URLRoutingError.Code.urlTooLong = error { true } else { false } }())
            struct Other: Error {}
            #expect(!{ if case URLRoutingError.Code.malformedURL = Other() as any Error { true } else { false } }())
            do {
                throw URLRoutingError.noMatchingRoute(url: "app://x")
            } catch URLRoutingError.Code.noMatchingRoute {
                // Caught by its code.
            } catch {
                Issue.record("caught \(error) past its code")
            }
        }

        @Test("Descriptions read as they did when the error was an enum")
        func descriptions() {
            #expect(URLRoutingError.urlTooLong(length: 9, limit: 8).description == "the URL is 9 bytes long; the limit is 8")
            #expect(URLRoutingError.noMatchingRoute(url: "app://x").description == "no route for \"app://x\"")
            #expect(
                URLRoutingError.conflictingPatterns(existing: "app://a", new: "app://b").description
                    == "URL pattern \"app://b\" matches exactly the same URLs as \"app://a\"")
            #expect(URLRoutingError.noReverseRoute(destination: "route #9").description == "no route builds a URL for route #9")
        }
    }
}
