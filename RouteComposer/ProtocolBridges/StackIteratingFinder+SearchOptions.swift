// A 1.x stack-iterating finder declared `options: SearchOptions` where a 2.x one declares
// `iterator`. The requirement has no name for `options`, so the default reads a stored property
// of that name by reflection; a computed `options` is not seen, and the default iterator is used.

extension StackIteratingFinder {
    /// A ``DefaultStackIterator`` with the finder's stored `options` property (RouteComposer 1.x's
    /// requirement), starting from the topmost controller; the default stack iterator when the
    /// finder has no such stored property.
    @available(
        *, deprecated,
        message:
            "Declare `let iterator: StackIterator`, for example DefaultStackIterator(options: options): RouteComposer 2 finders search through an iterator, not options."
    )
    public var iterator: StackIterator {
        let options = Mirror(reflecting: self).children.first { $0.label == "options" }?.value as? SearchOptions
        return options.map { DefaultStackIterator(options: $0) } ?? RouteComposerDefaults.shared.stackIterator
    }
}
