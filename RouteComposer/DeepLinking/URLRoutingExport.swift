#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// The URL matcher is a module of its own so server-side code can use it without UIKit. Apps
// keep writing `import RouteComposer` alone: its deep-linking API takes and returns URLRouting
// types, so they come with it.
@_exported import URLRouting
