import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// UISearchController: its results controller, activation over the presentation context of
    /// the controller hosting the bar, deactivation, the delegate and updater, and typing.
    @MainActor
    @Suite("UISearchController")
    struct SearchControllerTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("A new search controller owns its results controller as a child and one search bar, and is inactive")
        func creation() async {
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)

            #expect(search.searchResultsController === results)
            #expect(results.parent === search)
            #expect(search.children == [results])
            #expect(search.searchBar === search.searchBar)
            #expect(!search.isActive)
            #expect(search.obscuresBackgroundDuringPresentation)
            #expect(search.hidesNavigationBarDuringPresentation)
            #expect(search.automaticallyShowsSearchResultsController)
            #expect(!search.showsSearchResultsController)
            #expect(search.modalPresentationStyle == .overCurrentContext)

            let plain = UISearchController(searchResultsController: nil)
            #expect(plain.searchResultsController == nil)
            #expect(plain.children.isEmpty)
        }

        @Test("Activating presents over the hosting controller's nearest presentation context, which stays on screen; the delegate and updater hear of it")
        func activationOverContext() async {
            let log = EventLog()
            let host = RecordingViewController("Host", log: log)
            host.definesPresentationContext = true
            let navigation = UINavigationController(rootViewController: host)
            await runtime.showInFreshWindow(navigation)
            let search = UISearchController(searchResultsController: nil)
            let observer = SearchControllerTestObserver(log: log)
            search.delegate = observer
            search.searchResultsUpdater = observer
            host.view.addSubview(search.searchBar)
            _ = log.take()

            search.isActive = true

            #expect(search.isActive)
            #expect(search.presentingViewController === host)
            #expect(host.presentedViewController === search)
            #expect(search.isBeingPresented)
            await runtime.waitUntilIdle()

            #expect(
                log.events.filter { $0.hasPrefix("search.") }
                    == ["search.willPresent", "search.update", "search.didPresent"])
            #expect(!controllerAppearance(log).contains("Host.viewWillDisappear"))
            #expect(host.viewIfLoaded?.window != nil)
            #expect(search.viewIfLoaded?.window != nil)
            #expect(navigation.topViewController === host)
        }

        @Test("Without a controller that defines a presentation context, the root-most controller presents the search")
        func activationFromRootMost() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let host = UIViewController()
            presentationEmbed(host, in: root)
            await runtime.waitUntilIdle()
            let search = UISearchController(searchResultsController: nil)
            host.view.addSubview(search.searchBar)

            search.isActive = true
            await runtime.waitUntilIdle()

            #expect(search.presentingViewController === root)
            #expect(root.presentedViewController === search)
        }

        @Test("A search bar carried by a navigation item is searched from the item's controller")
        func activationFromNavigationItem() async {
            let host = UIViewController()
            host.definesPresentationContext = true
            let navigation = UINavigationController(rootViewController: host)
            await runtime.showInFreshWindow(navigation)
            let search = UISearchController(searchResultsController: UIViewController())
            host.navigationItem.searchController = search

            search.isActive = true
            await runtime.waitUntilIdle()

            #expect(search.presentingViewController === host)
            #expect(search.isActive)
        }

        @Test("A search controller whose bar is nowhere cannot become active")
        func activationWithoutHost() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let search = UISearchController(searchResultsController: nil)
            let log = EventLog()
            let observer = SearchControllerTestObserver(log: log)
            search.delegate = observer

            search.isActive = true
            await runtime.waitUntilIdle()

            #expect(!search.isActive)
            #expect(root.presentedViewController == nil)
            #expect(log.events.isEmpty)
        }

        @Test("Deactivating dismisses the search controller; the delegate hears before and after")
        func deactivation() async {
            let log = EventLog()
            let host = UIViewController()
            host.definesPresentationContext = true
            await runtime.showInFreshWindow(UINavigationController(rootViewController: host))
            let search = UISearchController(searchResultsController: nil)
            let observer = SearchControllerTestObserver(log: log)
            search.delegate = observer
            host.view.addSubview(search.searchBar)
            search.isActive = true
            await runtime.waitUntilIdle()
            _ = log.take()

            search.isActive = false

            #expect(!search.isActive)
            #expect(search.isBeingDismissed)
            search.isActive = false
            await runtime.waitUntilIdle()

            #expect(log.events == ["search.willDismiss", "search.didDismiss"])
            #expect(host.presentedViewController == nil)
            #expect(search.presentingViewController == nil)
            #expect(search.viewIfLoaded?.window == nil)
        }

        @Test("Typing while active updates the results and shows the results controller for non-empty text")
        func typingShowsResults() async {
            let log = EventLog()
            let host = UIViewController()
            host.definesPresentationContext = true
            await runtime.showInFreshWindow(UINavigationController(rootViewController: host))
            let results = RecordingViewController("Results", log: log)
            let search = UISearchController(searchResultsController: results)
            let observer = SearchControllerTestObserver(log: log)
            search.searchResultsUpdater = observer
            host.view.addSubview(search.searchBar)
            search.isActive = true
            await runtime.waitUntilIdle()
            _ = log.take()
            #expect(results.viewIfLoaded?.window == nil)

            runtime.simulateUserTyping("swift", in: search.searchBar)
            await runtime.waitUntilIdle()

            #expect(observer.lastText == "swift")
            #expect(search.showsSearchResultsController)
            #expect(results.view.window != nil)
            #expect(controllerAppearance(log) == ["Results.viewWillAppear", "Results.viewDidAppear"])
            _ = log.take()

            runtime.simulateUserTyping("", in: search.searchBar)
            await runtime.waitUntilIdle()

            #expect(!search.showsSearchResultsController)
            #expect(results.viewIfLoaded?.window == nil)
            #expect(controllerAppearance(log) == ["Results.viewWillDisappear", "Results.viewDidDisappear"])
        }

        @Test("Setting the text in code, or typing while inactive, updates nothing")
        func textChangesThatUpdateNothing() async {
            let host = UIViewController()
            await runtime.showInFreshWindow(host)
            let search = UISearchController(searchResultsController: UIViewController())
            let log = EventLog()
            let observer = SearchControllerTestObserver(log: log)
            search.searchResultsUpdater = observer
            host.view.addSubview(search.searchBar)

            runtime.simulateUserTyping("inactive", in: search.searchBar)
            #expect(log.events.isEmpty)
            #expect(!search.showsSearchResultsController)

            search.isActive = true
            await runtime.waitUntilIdle()
            // Activation itself updates, and shows the results for the text already there.
            #expect(log.take() == ["search.update"])
            #expect(search.showsSearchResultsController)
            search.searchBar.text = ""

            #expect(log.events.isEmpty)
            #expect(search.showsSearchResultsController)
        }
    }
}

/// A search controller delegate and results updater recording its calls as `"search.event"`.
@MainActor
final class SearchControllerTestObserver: NSObject, UISearchControllerDelegate, UISearchResultsUpdating {
    let log: EventLog
    private(set) var lastText: String?

    init(log: EventLog) { self.log = log }

    func willPresentSearchController(_ searchController: UISearchController) { log.record("search.willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.record("search.didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.record("search.willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.record("search.didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        lastText = searchController.searchBar.text
        log.record("search.update")
    }
}
