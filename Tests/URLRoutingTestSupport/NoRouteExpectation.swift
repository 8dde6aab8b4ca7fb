import Testing
import URLRouting

/// Runs `body`, which must throw ``URLRoutingError/noMatchingRoute(url:nearMisses:)`` for `url`
/// (an excerpt, as the error holds it), and returns the error's near misses; records an issue at
/// the caller's line otherwise.
@discardableResult
public func expectNoRoute<R>(_ url: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R) -> [URLNearMiss] {
    let error = #expect(throws: URLRoutingError.self, sourceLocation: sourceLocation) { _ = try body() }
    guard let error, error.code == .noMatchingRoute else {
        Issue.record("expected no route for \(url), got \(String(describing: error))", sourceLocation: sourceLocation)
        return []
    }
    #expect(error.url == url, sourceLocation: sourceLocation)
    return error.nearMisses
}
