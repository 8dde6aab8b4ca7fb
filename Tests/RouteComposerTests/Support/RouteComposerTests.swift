import Testing
import HeadlessTestSupport
import RouteComposerTestSupport
@testable import RouteComposer

/// The root of every suite in this target.
///
/// The UIKit model and `RouteComposerDefaults` are process-wide, so suites must not interleave:
/// every suite is declared in an extension of this serialized root, and every test starts from
/// a model the isolation trait has just reset, the library's standard defaults, and this target's
/// own process-wide fixtures as declared (``resetTestFixtures()``). No test restores what it
/// changed.
@MainActor
@Suite(.serialized, .routeComposerIsolation(alsoResetting: resetTestFixtures))
struct RouteComposerTests {}

/// Puts the process-wide state this target's fixtures declare back as declared: the 2.x-style
/// configuration's session, which a static holds as upstream's example does, is logged in, and
/// the load tests' census of controllers is empty.
@MainActor
func resetTestFixtures() {
    UpstreamSession.isLoggedIn = true
    ControllerCensus.reset()
}
