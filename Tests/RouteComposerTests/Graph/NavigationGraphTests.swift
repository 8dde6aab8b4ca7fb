import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerGraph
import HeadlessUIKit

extension RouteComposerTests {
    /// What a navigation graph holds: nodes, edges, labels, containers, switches and URLs.
    @MainActor
    @Suite("Graph: model")
    struct NavigationGraphTests {
        @Test("A small configuration gives one node per step and one labelled edge per action, origin first")
        func smallConfiguration() throws {
            let home = GraphConfigurations.home
            let graph = NavigationGraph(destinations: ["home": home, "detail": GraphConfigurations.detail(from: home)])

            #expect(graph.nodes.map(\.id) == ["n0", "n1", "n2", "n3"])
            #expect(graph.nodes.map(\.kind) == [.origin, .step, .step, .step])
            #expect(graph.nodes[0].finderType == "GeneralStep.root")
            #expect(graph.nodes[1].viewControllerType == "RouteComposerTests.GraphHomeViewController")
            #expect(graph.nodes[1].finderType == "RouteComposerCore.ClassFinder<RouteComposerTests.GraphHomeViewController, Swift.Optional<Any>>")
            #expect(graph.nodes[1].destinations == ["home"])
            #expect(graph.nodes[2].isContainer)
            #expect(graph.nodes[2].finderType == nil, "a navigation controller step always builds")
            #expect(graph.nodes[3].destinations == ["detail"])
            #expect(graph.edges.map { "\($0.from)-\($0.label)-\($0.to)" } == ["n0-replace root-n1", "n1-present-n2", "n2-push-n3"])
            #expect(graph.edges.map(\.kind) == [.integration, .integration, .embedding])
            #expect(graph.containers == [NavigationGraph.Container(node: "n2", children: ["n3"], factoryChildren: [])])
            #expect(graph.entry(named: "detail")?.chain == ["n0", "n1", "n2", "n3"])
        }

        @Test("A step shared by several destinations is one node, whether its value is shared or rebuilt")
        func sharedStepIsOneNode() {
            let shared = GraphConfigurations.home
            let graph = NavigationGraph(destinations: [
                "detail": GraphConfigurations.detail(from: shared),
                "list": GraphConfigurations.list(from: shared),
                // Computed again, as configurations written with computed properties do.
                "other list": GraphConfigurations.list(from: GraphConfigurations.home),
            ])

            let homes = graph.nodes.filter { $0.viewControllerType.hasSuffix("GraphHomeViewController") }
            #expect(homes.count == 1)
            let lists = graph.nodes.filter { $0.viewControllerType.hasSuffix("GraphListViewController") }
            #expect(lists.count == 1)
            #expect(lists.first?.destinations == ["list", "other list"])
            #expect(graph.edges.filter { $0.from == homes.first?.id }.count == 2, "home leads to the navigation controller and the list")
        }

        @Test("Steps that differ in a finder, an action or a task are different nodes")
        func differentStepsAreDifferentNodes() {
            let home = GraphConfigurations.home
            let presented = StepAssembler<GraphListViewController, Any?>().finder(.nilFinder).factory(.classFactory).using(.present).from(home).assemble()
            let guarded = StepAssembler<GraphListViewController, Any?>().finder(.nilFinder).factory(.classFactory)
                .adding(InlineInterceptor<Any?> { _ in })
                .using(.present).from(home).assemble()
            let graph = NavigationGraph(destinations: ["presented": presented, "guarded": guarded, "found": GraphConfigurations.list(from: home)])

            #expect(graph.nodes.filter { $0.viewControllerType.hasSuffix("GraphListViewController") }.count == 3)
            let interceptors = graph.nodes.flatMap(\.interceptors)
            #expect(interceptors == ["RouteComposerCore.InlineInterceptor<Swift.Optional<Any>>"])
        }

        @Test("A switch is one node with one edge per case whose chain is known, and names the cases decided while navigating")
        func switchCases() throws {
            let home = GraphConfigurations.home
            let navigation: DestinationStep<UINavigationController, Any?> = ChainAssembly.from(NavigationControllerStep<UINavigationController, Any?>())
                .using(.present).from(home).assemble()
            let container = SwitchAssembly<UINavigationController, Any?>()
                .addCase(from: ClassFinder<UINavigationController, Any?>())
                .addCase { _ in nil }
                .assemble(default: navigation)
            let detail = StepAssembler<GraphDetailViewController, Any?>().finder(.classFinder).factory(.classFactory).using(.push).from(container).assemble()
            let graph = NavigationGraph(destinations: ["detail": detail])

            let switchNode = try #require(graph.nodes.first { $0.kind == .switchStep })
            #expect(switchNode.undecidedCases == ["when the context closure returns a chain"])
            let cases = graph.edges.filter { $0.to == switchNode.id }
            #expect(cases.map(\.kind) == [.switchCase, .switchCase])
            #expect(
                Set(cases.map(\.label)) == [
                    "when RouteComposerCore.ClassFinder<HeadlessUIKit.UINavigationController, Swift.Optional<Any>> finds", "by default",
                ])
            let finderOrigin = try #require(graph.nodes.first { $0.kind == .origin && $0.finderType?.contains("ClassFinder") == true })
            #expect(cases.contains { $0.from == finderOrigin.id })
            #expect(graph.edges.contains { $0.from == switchNode.id && $0.label == "push" })
        }

        @Test("A container factory's own children are listed on its node and in its container")
        func completeFactoryChildren() throws {
            let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                .with(ClassFactory<GraphHomeViewController, Any?>())
                .with(ClassFactory<GraphListViewController, Any?>())
                .assemble()
            let root = StepAssembler<UITabBarController, Any?>().finder(.classFinder).factory(tabs).using(.replaceRoot).from(.root).assemble()
            let graph = NavigationGraph(destinations: ["tabs": root])

            let container = try #require(graph.containers.first)
            #expect(
                container.factoryChildren == [
                    "RouteComposerCore.ClassFactory<RouteComposerTests.GraphHomeViewController, Swift.Optional<Any>>",
                    "RouteComposerCore.ClassFactory<RouteComposerTests.GraphListViewController, Swift.Optional<Any>>",
                ])
            #expect(graph.node(container.node)?.isContainer == true)
        }

        @Test("Patterns a deep-link router binds to a destination's chain appear on it; handler routes and unknown names do not")
        func deepLinkPatterns() throws {
            let links = DeepLinkRouter()
            try links.register("app://detail", destination: GraphConfigurations.detail(from: GraphConfigurations.home))
            try links.register("app://anything/*rest") { _ in nil }
            let graph = NavigationGraph(
                destinations: [
                    "detail": GraphConfigurations.detail(from: GraphConfigurations.home),
                    "home": GraphConfigurations.home,
                ],
                deepLinks: links, urlPatterns: ["home": ["app://home", "app://start"], "missing": ["app://x"]])

            #expect(graph.entry(named: "detail")?.urlPatterns == ["app://detail"])
            #expect(graph.entry(named: "home")?.urlPatterns == ["app://home", "app://start"])
            #expect(graph.nodes.flatMap(\.urlPatterns).sorted() == ["app://detail", "app://home", "app://start"])
        }

        @Test("A destination that adapts its context lists the transformer, and its screen is still its node")
        func adaptedContext() throws {
            let detail = GraphConfigurations.detail(from: GraphConfigurations.home)
                .adaptingContext(using: InlineContextTransformer<Int, Any?> { _ in nil })
            let graph = NavigationGraph(destinations: ["detail": detail])

            let entry = try #require(graph.entry(named: "detail"))
            #expect(entry.contextTransformers == ["RouteComposerCore.InlineContextTransformer<Swift.Int, Swift.Optional<Any>>"])
            #expect(graph.node(entry.node)?.viewControllerType.hasSuffix("GraphDetailViewController") == true)
        }

        @Test("Building a graph twice gives the same nodes, edges and ids")
        func deterministic() {
            func make() -> NavigationGraph {
                let home = GraphConfigurations.home
                return NavigationGraph(destinations: ["b": GraphConfigurations.list(from: home), "a": GraphConfigurations.detail(from: home), "c": home])
            }
            let first = make()
            let second = make()
            #expect(first.nodes == second.nodes)
            #expect(first.edges == second.edges)
            #expect(first.mermaid() == second.mermaid())
        }
    }
}
