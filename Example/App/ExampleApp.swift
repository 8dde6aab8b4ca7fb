#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import RouteComposer

    /// The example shop, running headlessly: a window, a router, and either the scripted tour or the
    /// deep links given on the command line.
    @MainActor
    enum ExampleApp {
        /// Runs the example and returns the process's exit status: 0 when everything asked for
        /// succeeded, 1 when a link or a tour step failed or the route table is invalid, 2 for a
        /// command line it does not understand.
        static func main(arguments: [String]) async -> Int32 {
            if arguments.contains("--help") || arguments.contains("-h") {
                say(usage)
                return 0
            }
            let links: DeepLinkRouter
            let serverRoutes: CodableRouteRegistry
            do {
                // Checked at start, before any link is opened: a broken route table is a bug to see now.
                links = try ShopLinks.load()
                serverRoutes = try ShopServerRoutes.makeRegistry()
            } catch {
                printError("the deep-link configuration is invalid: \(error)")
                return 1
            }
            if arguments.first == "graph" {
                return printGraph(arguments: Array(arguments.dropFirst()), links: links)
            }
            let logsIn = arguments.contains("--login")
            let targets = arguments.filter { $0 != "--login" }
            if let unknown = targets.first(where: { $0.hasPrefix("-") }) {
                printError("unknown option \(unknown); see --help")
                return 2
            }
            // The example prints every outcome itself; the library stays quiet.
            RouteComposerDefaults.configureWith(logger: nil)
            launch()
            await HeadlessRuntime.shared.waitUntilIdle()
            if targets == ["viper"] {
                return await VIPERSample.run(router: router) ? 0 : 1
            }
            if targets == ["mvvm"] {
                return await MVVMSample.run(router: router) ? 0 : 1
            }
            if targets == ["modules"] {
                return await ModulesTour(router: router).run() ? 0 : 1
            }
            if targets.isEmpty {
                let toured = await Tour(router: router, links: links).run()
                let modulesToured = await ModulesTour(router: router).run()
                return toured && modulesToured ? 0 : 1
            }
            let opener = LinkOpener(router: router, links: links, serverRoutes: serverRoutes, logsIn: logsIn)
            return await opener.open(targets) ? 0 : 1
        }

        /// The router the app navigates with: after every navigation it tells analytics which screen
        /// the user now sees.
        static let router: DefaultRouter = {
            var router = DefaultRouter()
            router.add(
                InlinePostTask<UIViewController, Any?> { controller, _, routingStack in
                    // Post tasks run once per touched controller; report once per navigation.
                    guard controller === routingStack.last else { return }
                    Analytics.screenShown(Analytics.visibleScreen() ?? controller)
                })
            return router
        }()

        /// What the app does at launch: a key window showing a placeholder until the first navigation.
        private static func launch() {
            HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        }

        /// Prints the shop's navigation graph, as Mermaid or with `--dot` as Graphviz, and any
        /// problem its validation finds on standard error; fails when there is one.
        private static func printGraph(arguments: [String], links: DeepLinkRouter) -> Int32 {
            guard arguments.allSatisfy({ $0 == "--dot" }) else {
                printError("graph takes only --dot; see --help")
                return 2
            }
            let graph = ShopGraph.graph(deepLinks: links)
            FileHandle.standardOutput.write(Data((arguments.contains("--dot") ? graph.dot() : graph.mermaid()).utf8))
            let problems = graph.validate()
            for problem in problems {
                printError("problem: \(problem)")
            }
            return problems.isEmpty ? 0 : 1
        }

        static let usage = """
            Usage: swift run Example [--login] [URL | SERVER-ROUTE ...]
                   swift run Example graph [--dot]
                   swift run Example viper
                   swift run Example mvvm
                   swift run Example modules

            With no link, runs a scripted tour of the example shop, printing each navigation request and
            the view-controller hierarchy after it. With links, opens each and prints the result; the exit
            status is 1 if any of them fails, with the reason on standard error. With graph, prints the
            shop's navigation configuration as a Mermaid flowchart (Graphviz DOT with --dot) and reports
            any problem the graph's validation finds on standard error. With viper, runs the order-history
            VIPER sample; with mvvm, the checkout MVVM sample; with modules, only the tour's last part, a
            navigation from the Profile module to the Login module, separate targets that import only each
            other's interfaces.

            URLs are matched by the route table routes.json, which ships with the example and is checked
            at start: shop://home  shop://catalog  shop://cart  shop://product/<id>  shop://product/<id>/reviews
                  shop://wishlist[?segment=favorites|collections]  shop://promo  shop://cities  shop://cities/<id>
                  shop://images/<name>
            Universal links on shop.example.com only: https://shop.example.com/[cart|product/<id>[/reviews]|wishlist]
            Server routes: 'productDetail|{"id":42}'  'productReviews|{"id":42}'  cart  'city|{"id":3}'

            The wish list needs a signed-in user: with --login the scripted user logs in with the demo
            credentials when the login screen comes up; without it the login is cancelled and the link fails.
            """
    }

    /// Writes a line to standard output, unbuffered, so it stays in order with standard error.
    func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error.
    func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The example's analytics: it prints which screens were shown.
    @MainActor
    enum Analytics {
        /// The screen the user sees: the topmost presented controller, followed down through the
        /// visible child of each container.
        static func visibleScreen() -> UIViewController? {
            let locator = RouteComposerDefaults.shared.containerAdapterLocator
            var screen = RouteComposerDefaults.shared.windowProvider.window?.topmostViewController
            while let container = screen as? ContainerViewController,
                let visible = (try? locator.getAdapter(for: container))?.visibleViewControllers.last
            {
                screen = visible
            }
            return screen
        }

        static func screenShown(_ controller: UIViewController) {
            say("  analytics: shown \(type(of: controller))\(controller.title.map { " \"\($0)\"" } ?? "")")
        }
    }
#endif
