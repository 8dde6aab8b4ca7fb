import Testing
@testable import Example
@testable import RouteComposer

/// The shop's configuration as a graph: what `swift run Example graph` prints.
@MainActor
@Suite
struct ShopGraphTests {
    @Test("Every destination of the shop is in the graph, with the URL patterns of its deep links")
    func everyDestinationAppears() throws {
        let graph = ShopGraph.graph

        #expect(graph.entries.map(\.name) == ShopGraph.destinations.keys.sorted())
        for entry in graph.entries {
            let node = try #require(graph.node(entry.node))
            #expect(node.destinations.contains(entry.name))
            #expect(entry.urlPatterns == (DeepLinks.patterns[entry.name] ?? []).sorted(), "\(entry.name)")
        }
        #expect(graph.entry(named: "login")?.urlPatterns == [], "the login screen has no deep link")
        let mermaid = graph.mermaid()
        for name in ShopGraph.destinations.keys {
            #expect(mermaid.contains("destination: \(name)<br/>") || mermaid.contains("destination: \(name)\""), "\(name)")
        }
    }

    @Test("Every URL pattern the graph shows is a valid pattern")
    func patternsParse() throws {
        for pattern in DeepLinks.patterns.values.joined() {
            _ = try URLPattern(pattern)
        }
        #expect(Set(DeepLinks.patterns.keys).isSubset(of: Set(ShopGraph.destinations.keys)))
    }

    @Test("The shop's tab bar is one node that the catalog and cart tabs, and products through the switch, share")
    func sharedSteps() throws {
        let graph = ShopGraph.graph
        let tabs = try #require(graph.nodes.filter { $0.viewControllerType.hasSuffix("UITabBarController") }.first)
        #expect(graph.nodes.filter { $0.viewControllerType.hasSuffix("UITabBarController") }.count == 1)
        #expect(tabs.factoryChildren.count == 3)
        let product = try #require(graph.entry(named: "product"))
        #expect(product.chain.contains(tabs.id))
        #expect(graph.entry(named: "reviews")?.chain.contains(product.node) == true)
        let switchNode = try #require(graph.nodes.first { $0.kind == .switchStep })
        #expect(graph.edges.filter { $0.to == switchNode.id }.map(\.label).sorted() == ["by default", "when the condition holds"])
    }

    @Test("The shop's configuration passes validation")
    func validates() {
        #expect(ShopGraph.graph.validate() == [])
    }
}
