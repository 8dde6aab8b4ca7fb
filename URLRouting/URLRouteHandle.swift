/// Identifies a route registered in a ``URLRouter``, for reverse routing and diagnostics.
///
/// A handle is only meaningful for the router that returned it.
public struct URLRouteHandle: Hashable, Sendable, CustomStringConvertible {
    /// The route's position in registration order, from 0.
    public let index: Int

    /// The route's position, as in `route #3`.
    public var description: String { "route #\(index)" }
}
