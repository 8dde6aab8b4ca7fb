import HTTPClientInterface

/// The example's network: canned responses, so the example runs offline and its output never
/// changes.
@MainActor
public final class InMemoryHTTPClient: HTTPClientProtocol {
    /// The body served for each path.
    private let responses: [String: String]

    /// The paths asked for, in order: what a test checks to see which module used the client.
    public private(set) var requests: [String] = []

    /// Creates a client serving `responses`, by default the example's signed-in user.
    public init(responses: [String: String] = ["/me": "Ada Lovelace"]) {
        self.responses = responses
    }

    /// The canned body for `path`, recording the request.
    public func get(_ path: String) -> String? {
        requests.append(path)
        return responses[path]
    }
}
