import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

/// The root of every suite in this target.
///
/// The model is process-wide (one application, one main queue), so its suites must not
/// interleave: every suite is declared in an extension of this serialized root, and every test
/// starts from ``HeadlessRuntime/reset()``, which the isolation trait runs for it.
@MainActor
@Suite(.serialized, .headlessIsolation)
struct HeadlessUIKitTests {}
