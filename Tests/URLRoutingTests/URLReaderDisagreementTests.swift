import Foundation
import Testing
@testable import URLRouting

extension URLRoutingTests {
    /// Where WHATWG's URL reader (browsers), RFC 3986 and Foundation disagree, a link is refused
    /// rather than read one of their ways, so it never opens in the app as other than what a
    /// browser shows; the safe forms of the same links still route.
    @MainActor
    @Suite("URL patterns: where URL readers disagree")
    struct URLReaderDisagreementTests {
        private func router() throws -> URLRouter<String> {
            try namingRouter(
                ["https://shop.example.com/product/:id", "https://*/help", "app://a/*rest", "app://q?k=:v?"],
                hosts: ["shop.example.com", "xn--shp-sna.example.com"])
        }

        private func expectMalformed(_ url: String, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let router = try router()
            let error = #expect(throws: URLRoutingError.self, sourceLocation: sourceLocation) { try router.route(url) }
            #expect(error?.code == .malformedURL, "\(String(describing: error))", sourceLocation: sourceLocation)
            #expect(error.map { "\($0)".contains(text) } == true, "\(String(describing: error))", sourceLocation: sourceLocation)
            #expect(throws: URLRoutingError.self, sourceLocation: sourceLocation) { try router.candidates(for: url) }
        }

        @Test(
            "A backslash before the fragment is refused: a browser reads it as \"/\", ending the host or a segment there",
            arguments: [
                #"https://evil.com\@shop.example.com/product/1"#, #"https://shop.example.com\evil.com/product/1"#,
                #"https://shop.example.com/product\1"#, #"https://shop.example.com/product/1?next=\evil"#, #"app://a\b/c"#,
            ])
        func backslash(url: String) throws {
            try expectMalformed(url, mentioning: "%5C")
        }

        @Test("An escaped backslash, or one in the fragment, is text like any other")
        func escapedBackslash() throws {
            let router = try router()
            #expect(try router.candidates(for: "https://shop.example.com/product/a%5Cb").first?.parameters["id"] == #"a\b"#)
            #expect(try router.route(#"https://shop.example.com/product/1#a\b"#) == "https://shop.example.com/product/:id")
        }

        @Test(
            "User info is refused, whatever it looks like: it hides the host behind a name",
            arguments: [
                "https://user@shop.example.com/help", "https://shop.example.com@evil.com/help", "https://evil.com@shop.example.com/help",
                "https://@shop.example.com/help", "https://a:b@shop.example.com/help", "app://user@a/x",
            ])
        func userInfo(url: String) throws {
            try expectMalformed(url, mentioning: "user info")
        }

        @Test(
            "Tabs and line breaks, which browsers strip, are refused as control characters, raw or escaped",
            arguments: [("https://shop.exa\tmple.com/help", 16), ("https://shop.example.com/pro\nduct/1", 28), ("https://shop.example.com/product/%0D1", 33)])
        func strippedByBrowsers(url: String, offset: Int) throws {
            #expect(throws: URLRoutingError.controlCharacter(offset: offset)) { try router().route(url) }
        }

        @Test(
            "An https host that is percent-encoded or not ASCII is refused: browsers decode it and map it through IDNA",
            arguments: [
                "https://shop%2Eexample.com/help", "https://%73hop.example.com/help", "https://shöp.example.com/help",
                "https://ｓｈｏｐ.example.com/help", "https://shop.example.com%2F@evil.com/help",
            ])
        func encodedOrUnicodeHost(url: String) throws {
            let router = try router()
            let error = #expect(throws: URLRoutingError.self) { try router.route(url) }
            #expect(error?.code == .malformedURL, "\(String(describing: error))")
        }

        @Test("An international host routes in its ASCII form; a custom scheme's host is a segment, decoded as one")
        func internationalHosts() throws {
            let router = try router()
            #expect(try router.route("https://xn--shp-sna.example.com/help") == "https://*/help")
            #expect(try router.route("https://SHOP.Example.COM/help") == "https://*/help")
            let custom = try namingRouter(["app://caf%C3%A9/x"], hosts: [])
            #expect(try custom.route("app://caf%C3%A9/x") == "app://caf%C3%A9/x")
            #expect(try custom.route("app://café/x") == "app://caf%C3%A9/x")
        }

        @Test("An empty host is refused for https, and no host is the custom scheme's documented form")
        func emptyHost() throws {
            let router = try router()
            for url in ["https:///help", "https://:443/help"] {
                let error = #expect(throws: URLRoutingError.self) { try router.route(url) }
                #expect(error?.code == .malformedURL)
            }
            #expect(try router.route("app:///a/x") == "app://a/*rest")
        }

        @Test(
            "Dot segments, raw or escaped, are refused: browsers remove them with the segment before",
            arguments: ["https://shop.example.com/product/../help", "https://shop.example.com/./help", "app://a/%2E%2E/x", "app://a/x/%2e"])
        func dotSegments(url: String) throws {
            try expectMalformed(url, mentioning: "dot segment")
        }

        @Test("Segments that only contain dots among other text still route")
        func dotsInSegments() throws {
            let router = try router()
            #expect(try router.candidates(for: "https://shop.example.com/product/1..2").first?.parameters["id"] == "1..2")
            #expect(try router.route("app://a/.well-known/...") == "app://a/*rest")
        }

        @Test(
            "Bidirectional formatting characters, raw or escaped, are refused as control characters with their offset",
            arguments: [
                ("https://shop.example.com/product/\u{202E}1", 33), ("https://shop.example.com/product/%E2%80%AE1", 33),
                ("app://a/x\u{2066}y", 9), ("app://a/%E2%81%A9", 8), ("app://q?k=\u{200F}", 10), ("app://q?k=%D8%9C", 10),
                ("app://a/x?k=a%E2%80%8Eb", 12),
            ])
        func bidiControls(url: String, offset: Int) throws {
            #expect(throws: URLRoutingError.controlCharacter(offset: offset)) { try router().route(url) }
        }

        @Test("Other right-to-left text is text: Arabic and Hebrew segments route")
        func rightToLeftText() throws {
            let router = try router()
            #expect(try router.candidates(for: "https://shop.example.com/product/שלום").first?.parameters["id"] == "שלום")
            #expect(try router.candidates(for: "https://shop.example.com/product/%D8%B3").first?.parameters["id"] == "س")
        }

        @Test("A Foundation URL reads as its text does")
        func foundationURLs() throws {
            let router = try router()
            for text in [#"https://evil.com\@shop.example.com/product/1"#, "https://user@shop.example.com/help", "https://shop.example.com/product/%E2%80%AE1"]
            {
                guard let url = URL(string: text) else { continue }
                #expect(throws: URLRoutingError.self, "\(url.absoluteString)") { try router.route(url) }
            }
        }
    }
}
