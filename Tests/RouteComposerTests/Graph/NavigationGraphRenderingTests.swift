import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerGraph
import HeadlessUIKit

extension RouteComposerTests {
    /// The Mermaid and Graphviz texts, exactly, and how they escape what the formats give a meaning to.
    @MainActor
    @Suite("Graph: Mermaid and DOT")
    struct NavigationGraphRenderingTests {
        private var graph: NavigationGraph {
            let home = GraphConfigurations.home
            return NavigationGraph(
                destinations: ["home": home, "detail": GraphConfigurations.detail(from: home)],
                urlPatterns: ["home": ["app://home"]])
        }

        @Test("The Mermaid flowchart of a small configuration")
        func mermaid() {
            #expect(
                graph.mermaid() == """
                    flowchart TD
                        n0(["GeneralStep.root"])
                        n1["GraphHomeViewController<br/>finder: ClassFinder#60;GraphHomeViewController, Any?#62;<br/>factory: ClassFactory#60;GraphHomeViewController, Any?#62;<br/>destination: home<br/>URL: app://home"]
                        n2[["UINavigationController<br/>factory: NavigationControllerFactory#60;UINavigationController, Any?#62;<br/>container"]]
                        n3["GraphDetailViewController<br/>factory: ClassFactory#60;GraphDetailViewController, Any?#62;<br/>destination: detail"]
                        n0 -->|"replace root"| n1
                        n1 -->|"present"| n2
                        n2 ==>|"push"| n3

                    """)
        }

        @Test("The Graphviz digraph of a small configuration")
        func dot() {
            #expect(
                graph.dot() == """
                    digraph NavigationGraph {
                        rankdir=TB;
                        node [shape=box];
                        "n0" [label="GeneralStep.root", shape=ellipse];
                        "n1" [label="GraphHomeViewController\\nfinder: ClassFinder<GraphHomeViewController, Any?>\\nfactory: ClassFactory<GraphHomeViewController, Any?>\\ndestination: home\\nURL: app://home", shape=box, peripheries=2];
                        "n2" [label="UINavigationController\\nfactory: NavigationControllerFactory<UINavigationController, Any?>\\ncontainer", shape=box3d];
                        "n3" [label="GraphDetailViewController\\nfactory: ClassFactory<GraphDetailViewController, Any?>\\ndestination: detail", shape=box, peripheries=2];
                        "n0" -> "n1" [label="replace root", style=solid];
                        "n1" -> "n2" [label="present", style=solid];
                        "n2" -> "n3" [label="push", style=bold];
                    }

                    """)
        }

        @Test("Generic type names, quotes, #, &, | and backslashes are escaped for each format")
        func escaping() throws {
            let step = StepAssembler<GraphGenericViewController<[String: Int]>, Any?>()
                .finder(.classFinder).factory(.classFactory).using(.present).from(.current).assemble()
            let graph = NavigationGraph(destinations: [#"say "hi" #1 & a|b \n"#: step])

            let mermaid = graph.mermaid()
            #expect(mermaid.contains("GraphGenericViewController#60;Dictionary#60;String, Int#62;#62;"))
            #expect(mermaid.contains(#"destination: say #34;hi#34; #35;1 #38; a#124;b \n"#))
            #expect(!mermaid.dropFirst("flowchart TD".count).contains("<G"), "no raw angle bracket reaches Mermaid")

            let dot = graph.dot()
            #expect(dot.contains("GraphGenericViewController<Dictionary<String, Int>>"))
            #expect(dot.contains(#"destination: say \"hi\" #1 & a|b \\n"#))
        }

        @Test("Module names are dropped only where they qualify a name, and optionals are written with ?")
        func shortening() {
            let shortening = TypeNameShortening(modules: ["App"])
            #expect(shortening.shorten("Swift.Optional<App.Product>") == "Product?")
            #expect(
                shortening.shorten("RouteComposer.NavigationControllerActions.PushAction<UIKit.UINavigationController>")
                    == "NavigationControllerActions.PushAction<UINavigationController>")
            // The Swift package declares the library's types in the umbrella's targets.
            #expect(
                shortening.shorten("RouteComposerCore.ClassFinder<RouteComposerGraph.NavigationGraph, Swift.Optional<Any>>")
                    == "ClassFinder<NavigationGraph, Any?>")
            #expect(shortening.shorten("Other.App.Thing") == "Other.App.Thing", "a nested App is not a module")
            #expect(shortening.shorten("Swift.Optional<Swift.Optional<Swift.Int>>") == "Int??")
            #expect(shortening.shorten("Swift.Dictionary<Swift.String, Swift.Optional<Any>>") == "Dictionary<String, Any?>")
            #expect(shortening.shorten("Swift.Optional<any App.P & App.Q>") == "(any P & Q)?")
        }
    }
}
