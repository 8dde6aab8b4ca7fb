import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("IteratorBackedFinder")
    struct IteratorBackedFinderTests {
        /// An app's own finder: adopting the protocol is all it writes to get the options initialiser.
        struct AppFinder: IteratorBackedFinder {
            typealias ViewController = UIViewController
            typealias Context = Any?

            let iterator: StackIterator

            init(iterator: StackIterator) {
                self.iterator = iterator
            }

            func findViewController(with context: Any?) throws -> UIViewController? {
                try iterator.firstViewController { _ in true }
            }
        }

        struct MarkedLocator: ContainerAdapterLocator {
            func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter {
                try DefaultContainerAdapterLocator().getAdapter(for: containerViewController)
            }
        }

        @Test("The options initialiser hands every argument to the DefaultStackIterator it builds")
        func optionsReachTheIterator() throws {
            let window = UIWindow()
            let finder = AppFinder(
                options: .currentAndUp, startingPoint: .root,
                windowProvider: CustomWindowProvider(window: window), containerAdapterLocator: MarkedLocator())

            let iterator = try #require(finder.iterator as? DefaultStackIterator)
            #expect(iterator.options == .currentAndUp)
            guard case .root = iterator.startingPoint else {
                Issue.record("the starting point is \(iterator.startingPoint), not .root")
                return
            }
            #expect(iterator.windowProvider.window === window)
            #expect(iterator.containerAdapterLocator is MarkedLocator)
        }

        @Test("Left out, the starting point is the topmost controller and the rest come from the defaults")
        func defaultsAreTheLibrarys() throws {
            let finder = AppFinder(options: .fullStack)

            let iterator = try #require(finder.iterator as? DefaultStackIterator)
            #expect(iterator.options == .fullStack)
            guard case .topmost = iterator.startingPoint else {
                Issue.record("the starting point is \(iterator.startingPoint), not .topmost")
                return
            }
            #expect(type(of: iterator.containerAdapterLocator) == type(of: RouteComposerDefaults.shared.containerAdapterLocator))
        }
    }
}
