import Foundation
import Testing
@testable import URLRouting

extension URLRoutingTests {
    /// Escapes decode to text only when their bytes are well-formed UTF-8: URLRouting checks that
    /// itself, because `String(validating:as:)` needs iOS 18 or macOS 15.
    @MainActor
    @Suite("URL patterns: percent-escapes that are not UTF-8")
    struct PercentDecodingUTF8Tests {
        private nonisolated static let illFormed = [
            "%C0%AF", "%C1%BF",  // overlong two-byte forms of ASCII
            "%E0%80%AF", "%E0%9F%BF",  // overlong three-byte forms
            "%F0%80%80%AF", "%F0%8F%BF%BF",  // overlong four-byte forms
            "%ED%A0%80", "%ED%BF%BF",  // UTF-16 surrogates
            "%F4%90%80%80", "%F5%80%80%80", "%FF",  // above U+10FFFF, and bytes UTF-8 never uses
            "%80", "%BF", "a%BFb",  // continuation bytes with no lead
            "%F0%9F%98", "%E2%82", "%C3",  // sequences cut short, at the end
            "%E2%28%A1", "%C3a", "%F0%9F%98x",  // sequences cut short by an ASCII byte
        ]

        private nonisolated static let wellFormed: [(escaped: String, text: String)] = [
            ("%7E", "~"), ("%C2%A0", "\u{A0}"), ("%DF%BF", "\u{7FF}"), ("%E0%A0%80", "\u{800}"),
            ("%ED%9F%BF", "\u{D7FF}"), ("%EE%80%80", "\u{E000}"), ("%EF%BF%BD", "\u{FFFD}"),
            ("%F0%90%80%80", "\u{10000}"), ("%F4%8F%BF%BF", "\u{10FFFF}"), ("caf%C3%A9%20%F0%9F%98%80", "café 😀"),
        ]

        @Test("A path segment or query value whose escapes are not UTF-8 is refused with the component's offset", arguments: illFormed)
        func illFormedInURLs(escaped: String) throws {
            let router = try namingRouter(["app://a/:x", "app://q?k=:v?"])
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 8)) { try router.route("app://a/\(escaped)") }
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 10)) { try router.route("app://q?k=\(escaped)") }
        }

        @Test("A pattern whose escapes are not UTF-8 is refused", arguments: illFormed)
        func illFormedInPatterns(escaped: String) throws {
            var router = URLRouter<String>()
            let pattern = "app://a/\(escaped)"
            let refusal = URLRoutingError.invalidPattern(pattern: pattern, reason: "invalid percent-encoding in \"\(escaped)\"")
            #expect(throws: refusal) { try router.register(pattern) { _ in "" } }
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 3)) {
                try PercentDecodingUTF8Tests.decode("abc" + escaped, from: 3)
            }
        }

        @Test("Well-formed escapes up to U+10FFFF, the replacement character included, decode to their text")
        func wellFormedDecode() throws {
            let router = try capturingRouter()
            for (escaped, text) in Self.wellFormed {
                #expect(try router.route("app://a/\(escaped)")["x"] == text, "\(escaped)")
                #expect(try router.route("app://q?k=\(escaped)")["v"] == text, "\(escaped)")
                #expect(try Self.decode(escaped, from: 0) == text, "\(escaped)")
            }
        }

        @Test(
            "Every two-byte escape, and every three- and four-byte lead with any second byte, is judged as String(validating:) judges it, bidirectional formatting characters refused"
        )
        func agreesWithTheStandardLibrary() throws {
            guard #available(iOS 18, macOS 15, *) else { return }
            let router = try capturingRouter()
            var sequences: [[UInt8]] = []
            for lead in UInt8(0x80)...0xFF {
                for second in UInt8(0x20)...0xFF where second != 0x7F {
                    sequences.append([lead, second])
                    if lead >= 0xE0 { sequences.append([lead, second, 0x80]) }
                    if lead >= 0xF0 { sequences.append([lead, second, 0xBF, 0x80]) }
                }
            }
            var disagreements: [String] = []
            for bytes in sequences where !(bytes[0] == 0xC2 && (0x80...0x9F).contains(bytes[1])) {
                let escaped = bytes.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
                let expected = String(validating: bytes, as: UTF8.self)
                // Bidirectional formatting characters are well-formed UTF-8, so the decoding keeps
                // them, but a route refuses them on purpose.
                let routed = expected.flatMap { text in
                    text.unicodeScalars.contains(where: PercentEncoding.isBidiControl) ? nil : text
                }
                let segment = try? router.route("app://a/\(escaped)")["x"]
                let substring = try? Self.decode(escaped, from: 0)
                if segment != routed || substring != expected { disagreements.append(escaped) }
            }
            #expect(sequences.count == 39_248, "every lead byte from 0x80, with each second byte that is no control character")
            #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        }

        /// A router whose output is the match, for its captures.
        private func capturingRouter() throws -> URLRouter<URLMatch> {
            var router = URLRouter<URLMatch>()
            try router.register("app://a/:x") { $0 }
            try router.register("app://q?k=:v?") { $0 }
            return router
        }

        /// Decodes `text` from UTF-8 offset `start` through the decoder patterns and hosts use.
        private static func decode(_ text: String, from start: Int) throws(URLRoutingError) -> String {
            let component = text[text.utf8.index(text.startIndex, offsetBy: start)...]
            return try PercentEncoding.decode(component, offset: start)
        }
    }
}
