#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import RouteComposer

/// The example shop, running headlessly: a window, a router, and either the scripted tour or the
/// deep links given on the command line.
@MainActor
enum ExampleApp {
    /// Runs the example and returns the process's exit status.
    static func main(arguments: [String]) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            say(usage)
            return 0
        }
        if arguments.first == "graph" {
            return printGraph(arguments: Array(arguments.dropFirst()))
        }
        // The example prints every outcome itself; the library stays quiet.
        RouteComposerDefaults.configureWith(logger: nil)
        launch()
        await HeadlessRuntime.shared.waitUntilIdle()
        if arguments == ["viper"] {
            return await VIPERSample.run(router: router) ? 0 : 1
        }
        if arguments == ["mvvm"] {
            return await MVVMSample.run(router: router) ? 0 : 1
        }
        if arguments.isEmpty {
            return await Tour(router: router).run() ? 0 : 1
        }
        return await openDeepLinks(arguments) ? 0 : 1
    }

    /// The router the app navigates with: after every navigation it tells analytics which screen
    /// the user now sees.
    static let router: DefaultRouter = {
        var router = DefaultRouter()
        router.add(InlinePostTask<UIViewController, Any?> { controller, _, routingStack in
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

    private static func openDeepLinks(_ links: [String]) async -> Bool {
        var allSucceeded = true
        for link in links {
            say("▶ open \(link)")
            do {
                let destination = try DeepLinks.destination(for: link)
                try await router.navigate(to: destination, animated: true)
                await HeadlessRuntime.shared.waitUntilIdle()
                say("✓ \(link)")
                say(HeadlessRuntime.shared.hierarchyDescription())
            } catch {
                printError("✗ \(link): \(error)")
                allSucceeded = false
            }
        }
        return allSucceeded
    }

    /// Prints the shop's navigation graph, as Mermaid or with `--dot` as Graphviz, and any
    /// problem its validation finds on standard error; fails when there is one.
    private static func printGraph(arguments: [String]) -> Int32 {
        guard arguments.allSatisfy({ $0 == "--dot" }) else {
            printError("graph takes only --dot; see --help")
            return 2
        }
        let graph = ShopGraph.graph
        FileHandle.standardOutput.write(Data((arguments.contains("--dot") ? graph.dot() : graph.mermaid()).utf8))
        let problems = graph.validate()
        for problem in problems {
            printError("problem: \(problem)")
        }
        return problems.isEmpty ? 0 : 1
    }

    static let usage = """
    Usage: swift run Example [URL ...]
           swift run Example graph [--dot]
           swift run Example viper
           swift run Example mvvm

    With no URL, runs a scripted tour of the example shop, printing each navigation request and
    the view-controller hierarchy after it. With URLs, opens each as a deep link and prints the
    result; the exit status is non-zero if any of them fails. With graph, prints the shop's
    navigation configuration as a Mermaid flowchart (Graphviz DOT with --dot) and reports any
    problem the graph's validation finds on standard error. With viper, runs the order-history
    VIPER sample; with mvvm, the checkout MVVM sample.

    URLs: shop://home  shop://catalog  shop://cart  shop://product/<id>  shop://product/<id>/reviews
          shop://wishlist[?segment=favorites|collections]  shop://promo  shop://cities  shop://cities/<id>
          shop://images/<name>
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
              let visible = (try? locator.getAdapter(for: container))?.visibleViewControllers.last {
            screen = visible
        }
        return screen
    }

    static func screenShown(_ controller: UIViewController) {
        say("  analytics: shown \(type(of: controller))\(controller.title.map { " \"\($0)\"" } ?? "")")
    }
}
#endif
