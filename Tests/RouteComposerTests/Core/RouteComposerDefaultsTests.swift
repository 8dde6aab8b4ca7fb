import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("RouteComposerDefaults")
    struct RouteComposerDefaultsTests {
        @Test("configureWith replaces every default")
        func configureWithReplacesDefaults() async {
            let window = HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
            let logger = ProbeLogger()
            let iterator = DefaultStackIterator(
                options: .current, startingPoint: .root,
                windowProvider: CustomWindowProvider(window: window))

            RouteComposerDefaults.configureWith(
                logger: logger, windowProvider: CustomWindowProvider(window: window),
                containerAdapterLocator: DefaultContainerAdapterLocator(),
                stackIterator: iterator)

            let shared = RouteComposerDefaults.shared
            #expect((shared.logger as? ProbeLogger) === logger)
            #expect(shared.windowProvider is CustomWindowProvider)
            #expect(shared.windowProvider.window === window)
            #expect(shared.containerAdapterLocator is DefaultContainerAdapterLocator)
            let storedIterator = shared.stackIterator as? DefaultStackIterator
            #expect(storedIterator?.options == .current)
        }

        @Test("Without a stack iterator the default is a full-stack search from the topmost controller of the given window")
        func defaultStackIteratorUsesTheGivenWindow() async throws {
            let root = UIViewController()
            let window = UIWindow(windowScene: HeadlessRuntime.shared.connectScene())
            window.rootViewController = root

            RouteComposerDefaults.configureWith(logger: ProbeLogger(), windowProvider: CustomWindowProvider(window: window))

            let iterator = RouteComposerDefaults.shared.stackIterator as? DefaultStackIterator
            #expect(iterator?.options == .fullStack)
            #expect(try RouteComposerDefaults.shared.stackIterator.firstViewController { _ in true } === root)
        }

        @Test("Configuring again warns through the new logger")
        func reconfigurationWarnsThroughTheNewLogger() async {
            let first = ProbeLogger()
            let second = ProbeLogger()
            RouteComposerDefaults.configureWith(logger: first)
            let firstCount = first.messages.count

            RouteComposerDefaults.configureWith(logger: second)

            #expect(second.warnings.count == 1)
            #expect(first.messages.count == firstCount)
            #expect((RouteComposerDefaults.shared.logger as? ProbeLogger) === second)
        }

        @Test("A nil logger silences the library")
        func nilLoggerSilences() async {
            RouteComposerDefaults.configureWith(logger: nil)
            #expect(RouteComposerDefaults.shared.logger == nil)
        }

        @Test("A router keeps the logger it was created with: a nil default silences only routers created after it")
        func routersKeepTheirLogger() async throws {
            HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
            let probe = ProbeLogger()
            RouteComposerDefaults.configureWith(logger: probe)
            let before = DefaultRouter()

            RouteComposerDefaults.configureWith(logger: nil)
            let after = DefaultRouter()
            let presented = StepAssembler<UIViewController, Any?>()
                .finder(.nilFinder).factory(.classFactory).using(.present).from(.current).assemble()

            try await before.navigate(to: presented, animated: false)
            let loggedBefore = probe.messages.count
            try await after.navigate(to: presented, animated: false)

            #expect(loggedBefore > 0, "the router made before still logs to the logger it was made with")
            #expect(probe.messages.count == loggedBefore, "the router made after the nil default is silent")
            #expect(after.logger == nil)
        }
    }
}
