import RouteComposer

/// The route to the profile screen: all another module needs to open it, without importing
/// the module that builds it.
public struct ProfileRoute: CodableRoute {
    /// The identifier a server uses for this route: `"profile_mainroute"`.
    public static let identifier = "profile_mainroute"

    /// Where the navigation came from, for analytics.
    public let analyticsContext: String

    /// Creates the route, saying where the navigation came from.
    public init(analyticsContext: String) {
        self.analyticsContext = analyticsContext
    }
}
