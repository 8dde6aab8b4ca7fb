import Testing
import HeadlessTestSupport
@testable import RouteComposer

/// The root of every suite in this target.
///
/// The UIKit model and `RouteComposerDefaults` are process-wide, so suites must not interleave:
/// every suite is declared in an extension of this serialized root, and every test starts from
/// a reset model.
@MainActor
@Suite(.serialized, .headlessIsolation)
struct RouteComposerTests {}
