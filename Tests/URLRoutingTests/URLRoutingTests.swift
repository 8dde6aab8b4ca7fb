import Testing

/// The root of every suite in this target, which depends on URLRouting alone, as a server
/// would: routers are values, so unlike RouteComposerTests the suites need no serializing.
@Suite
struct URLRoutingTests {}
