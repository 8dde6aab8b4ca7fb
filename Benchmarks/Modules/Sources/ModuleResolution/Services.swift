/// The dependencies resolved: a protocol from an "interface module" and its implementation, as
/// an app registers them.
@MainActor
protocol HTTPClientProtocol: AnyObject {
    var requests: Int { get set }
}

@MainActor
final class HTTPClient: HTTPClientProtocol {
    var requests = 0
}
