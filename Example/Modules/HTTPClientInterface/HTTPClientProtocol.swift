/// What features know of the network: a protocol, so that a change to the client's
/// implementation recompiles no feature.
///
/// Features declare it as `@Dependency var client: any HTTPClientProtocol`; the app registers
/// the concrete client for it.
@MainActor
public protocol HTTPClientProtocol: AnyObject {
    /// The body served at `path`, or `nil` when there is none.
    func get(_ path: String) -> String?
}
