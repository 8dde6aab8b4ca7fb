import Testing
import HeadlessTestSupport
@testable import RouteComposer

/// The root of every suite in this target.
///
/// The UIKit model and `RouteComposerDefaults` are process-wide, so suites must not interleave:
/// every suite is declared in an extension of this serialized root, and every test starts from
/// a model the isolation trait has just reset.
@MainActor
@Suite(.serialized, .headlessIsolation)
struct RouteComposerTests {}
