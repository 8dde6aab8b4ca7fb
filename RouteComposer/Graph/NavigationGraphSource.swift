#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Something a ``NavigationGraph`` can draw: an assembled ``DestinationStep`` or a
/// ``Destination`` (such as an ``AnyDestination``), whose context is ignored.
///
/// The library's types are the only useful conformers: the chain a source returns can only come
/// from one of them.
@MainActor
public protocol NavigationGraphSource {
    /// The chain of steps the graph walks, from the destination towards the origin.
    var navigationGraphChain: NavigationGraphChain { get }
}

/// The chain of steps behind a destination, opaque outside the library: a ``NavigationGraph``
/// reads it, nothing else can.
@MainActor
public struct NavigationGraphChain {
    let head: StepLink
}

extension DestinationStep: NavigationGraphSource {
    /// This destination's chain.
    public var navigationGraphChain: NavigationGraphChain {
        NavigationGraphChain(head: head)
    }
}

extension Destination: NavigationGraphSource {
    /// The chain of ``step``; the context plays no part in the graph.
    public var navigationGraphChain: NavigationGraphChain {
        step.navigationGraphChain
    }
}
