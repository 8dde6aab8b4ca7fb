import Foundation
import Testing
@testable import Example
@testable import RouteComposer

/// The shop's configuration as a graph: what `swift run Example graph` prints.
@MainActor
@Suite
struct ShopGraphTests {
    @Test("Every destination of the shop is in the graph, with the URL patterns the route table binds to it")
    func everyDestinationAppears() throws {
        let links = try ShopLinks.load()
        let graph = ShopGraph.graph(deepLinks: links)
        let patterns = Dictionary(grouping: try routeTableEntries(), by: \.destination).mapValues { $0.map(\.pattern) }

        #expect(graph.entries.map(\.name) == ShopGraph.destinations.keys.sorted())
        for entry in graph.entries {
            let node = try #require(graph.node(entry.node))
            #expect(node.destinations.contains(entry.name))
            #expect(entry.urlPatterns == Set(patterns[entry.name] ?? []).sorted(), "\(entry.name)")
        }
        #expect(graph.entry(named: "login")?.urlPatterns == [], "the login screen has no deep link")
        let mermaid = graph.mermaid()
        for name in ShopGraph.destinations.keys {
            #expect(mermaid.contains("destination: \(name)<br/>") || mermaid.contains("destination: \(name)\""), "\(name)")
        }
    }

    @Test("Every destination the route table names is a destination of the graph, and every URL the graph shows opens")
    func routeTableMatchesTheGraph() throws {
        let entries = try routeTableEntries()
        #expect(Set(entries.map(\.destination)).isSubset(of: Set(ShopGraph.destinations.keys)))
        let shown = Set(ShopGraph.graph(deepLinks: try ShopLinks.load()).entries.flatMap(\.urlPatterns))
        #expect(shown == Set(entries.map(\.pattern)), "the graph shows exactly the route table's patterns")
    }

    /// The routes of the route table file, read as plain JSON, independently of `RouteTable`.
    private func routeTableEntries() throws -> [(pattern: String, destination: String)] {
        let file = try #require(ShopLinks.routeTableFile)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let routes = try #require(document["routes"] as? [[String: Any]])
        return try routes.map { (try #require($0["pattern"] as? String), try #require($0["destination"] as? String)) }
    }

    @Test("The shop's tab bar is one node that the catalog and cart tabs, and products through the switch, share")
    func sharedSteps() throws {
        let graph = ShopGraph.graph(deepLinks: try ShopLinks.load())
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
    func validates() throws {
        #expect(ShopGraph.graph(deepLinks: try ShopLinks.load()).validate().problems == [])
    }
}
