// The umbrella: `import RouteComposer` is the whole library, as it was before the split into
// targets, so apps, tests and articles written against the single module keep compiling. An app
// that needs only the router depends on the RouteComposerCore product instead.
@_exported import RouteComposerCompatibility
@_exported import RouteComposerCore
@_exported import RouteComposerDeepLinking
@_exported import RouteComposerGraph
@_exported import RouteComposerModules
@_exported import RouteComposerRestoration
