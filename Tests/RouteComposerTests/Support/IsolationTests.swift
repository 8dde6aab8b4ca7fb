import Testing
import HeadlessTestSupport
import RouteComposerTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The root's isolation trait: each test starts from the standard defaults and this target's
    /// fixtures as declared, whatever the test before it changed and left changed.
    @MainActor
    @Suite("Isolation: every test starts from the standard settings")
    struct IsolationTests {
        /// Changes every process-wide setting a test may change, to a value that is not the standard one.
        private func changeEverySetting() {
            let window = UIWindow(windowScene: HeadlessRuntime.shared.connectScene())
            RouteComposerDefaults.configureWith(
                logger: ProbeLogger(), windowProvider: CustomWindowProvider(window: window),
                containerAdapterLocator: ForwardingLocator(),
                stackIterator: DefaultStackIterator(options: .current, startingPoint: .root),
                clock: ManualNavigationClock())
            UpstreamSession.isLoggedIn = false
            HeadlessRuntime.shared.transitionDuration = 0.3
        }

        /// Checks that the defaults are the standard ones and the fixtures as declared.
        ///
        /// Reading ``RouteComposerDefaults/shared`` creates the standard defaults, so a
        /// configuration after this check warns; ``expectUnconfigured()`` checks before any read.
        private func expectStandardSettings(sourceLocation: SourceLocation = #_sourceLocation) {
            let shared = RouteComposerDefaults.shared
            #expect((shared.logger as? DefaultLogger)?.logLevel == .warnings, sourceLocation: sourceLocation)
            #expect(shared.windowProvider is KeyWindowProvider, sourceLocation: sourceLocation)
            #expect(shared.containerAdapterLocator is DefaultContainerAdapterLocator, sourceLocation: sourceLocation)
            #expect((shared.stackIterator as? DefaultStackIterator)?.options == .fullStack, sourceLocation: sourceLocation)
            #expect(shared.clock is SystemNavigationClock, sourceLocation: sourceLocation)
            #expect(UpstreamSession.isLoggedIn, sourceLocation: sourceLocation)
            #expect(HeadlessRuntime.shared.transitionDuration == 0, sourceLocation: sourceLocation)
        }

        /// Checks that no configuration is left, as at launch: the next one is a first one and does not warn.
        private func expectUnconfigured(sourceLocation: SourceLocation = #_sourceLocation) {
            let probe = ProbeLogger()
            RouteComposerDefaults.configureWith(logger: probe)
            #expect(probe.warnings.isEmpty, "a configuration left by an earlier test makes this one warn", sourceLocation: sourceLocation)
        }

        // The tests below run in this order, the suite being serialized: each is the test after
        // one that changed every setting and restored nothing.

        @Test("A test may change every setting and leave it changed")
        func changesEverySetting() {
            changeEverySetting()
            #expect(RouteComposerDefaults.shared.clock is ManualNavigationClock)
        }

        @Test("The test after it starts unconfigured, as an app launches: its first configuration does not warn")
        func nextTestStartsUnconfigured() {
            expectUnconfigured()
            changeEverySetting()
        }

        @Test("The test after that sees the standard defaults and the fixtures as declared")
        func nextTestSeesTheStandardSettings() {
            expectStandardSettings()
        }

        @Test("The reset the trait runs restores every setting the library and the fixtures have")
        func resetRestoresEverySetting() async {
            changeEverySetting()
            await HeadlessRuntime.shared.reset()
            resetRouteComposerSettings()
            resetTestFixtures()
            expectStandardSettings()

            changeEverySetting()
            resetRouteComposerSettings()
            expectUnconfigured()
        }
    }
}
