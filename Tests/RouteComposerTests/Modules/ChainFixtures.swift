@testable import RouteComposer

/// A type a test's chain of registrations makes, needing nothing of its own.
protocol ChainLink { init() }
struct ChainEnd: ChainLink {}
struct ChainBit0<Rest: ChainLink>: ChainLink {}
struct ChainBit1<Rest: ChainLink>: ChainLink {}

/// The `index`th of 8,192 distinct types, spelled in binary so that every name stays short:
/// `ChainBit1<ChainBit0<…<ChainEnd>>>`, thirteen levels deep.
func chainLinkType(_ index: Int) -> any ChainLink.Type {
    func wrap<Rest: ChainLink>(_: Rest.Type, bit: Bool) -> any ChainLink.Type {
        bit ? ChainBit1<Rest>.self : ChainBit0<Rest>.self
    }
    var type: any ChainLink.Type = ChainEnd.self
    for bit in 0..<13 {
        type = wrap(type, bit: (index >> bit) & 1 == 1)
    }
    return type
}

/// Registers links `0..<count`, each made by a transient factory that first resolves the next
/// link; the last resolves link 0 when `closed` (a cycle through all of them) and nothing
/// otherwise (a chain `count` deep).
@MainActor
func registerChain(of count: Int, closed: Bool, in container: DependencyContainer) {
    func register<Link: ChainLink>(_: Link.Type, needing next: Int?) {
        container.register(Link.self, scope: .transient) { container in
            if let next {
                try resolveChainLink(next, in: container)
            }
            return Link()
        }
    }
    for index in 0..<count {
        let next = index + 1 < count ? index + 1 : (closed ? 0 : nil)
        register(chainLinkType(index), needing: next)
    }
}

/// Resolves link `index` of a chain registered with `registerChain(of:closed:in:)`.
@MainActor
func resolveChainLink(_ index: Int, in container: DependencyContainer) throws(ModuleError) {
    func resolve<Link: ChainLink>(_: Link.Type) throws(ModuleError) {
        _ = try container.resolve(Link.self)
    }
    try resolve(chainLinkType(index))
}
