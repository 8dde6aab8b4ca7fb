import Dispatch
import HeadlessUIKit
import RouteComposer

/// What one child process measures.
enum Case: String, CaseIterable {
    /// No interceptor: the baseline the others are held against.
    case plain
    /// An interceptor that completes before it returns; its timer is cancelled straight away.
    case interceptor
    /// An interceptor that completes on the next turn of the main queue, so its timer is pending
    /// while the navigation waits: the path of the original leak.
    case asyncInterceptor = "interceptor-async"
    /// No interceptor, but the benchmark itself keeps every context: proof that a leak of the
    /// issue's size shows up in the figures at all.
    case leaky

    var title: String {
        switch self {
        case .plain: "plain"
        case .interceptor: "interceptor (sync)"
        case .asyncInterceptor: "interceptor (async)"
        case .leaky: "leaky (sanity check)"
        }
    }
}

/// The bytes of a context, a class so the benchmark can hold it weakly and count survivors.
final class PayloadBytes: Sendable {
    let bytes: [UInt8]

    /// A distinct allocation per navigation, every page written, so a retained one is resident.
    init(seed: Int) {
        bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: seed), count: 16_384)
    }
}

/// The destination's context: 16 KiB, as in the issue.
struct Payload: Sendable {
    let storage: PayloadBytes
}

final class HomeViewController: UIViewController {}

/// Holds its context, as a real screen would, so a controller that outlived its dismissal would
/// show up as growth in every case, the plain one included.
final class DetailViewController: UIViewController {
    var payload: Payload?
}

/// The configuration under test.
@MainActor
enum Destinations {
    /// A detail screen presented over whatever is on top, built afresh by every navigation.
    static func detail(for kind: Case, tracker: Tracker) -> DestinationStep<DetailViewController, Payload> {
        var assembly = StepAssembler<DetailViewController, Payload>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .adding(InlineContextTask { (detail: DetailViewController, payload: Payload) in
                detail.payload = payload
                tracker.track(detail)
            })
        switch kind {
        case .interceptor:
            assembly = assembly.adding(InlineInterceptor<Payload> { payload, completion in
                precondition(payload.storage.bytes.count == 16_384)
                completion(.success)
            })
        case .asyncInterceptor:
            assembly = assembly.adding(InlineInterceptor<Payload> { payload, completion in
                DispatchQueue.main.async {
                    precondition(payload.storage.bytes.count == 16_384)
                    completion(.success)
                }
            })
        case .plain, .leaky:
            break
        }
        return assembly.using(.present).from(.current).assemble()
    }

    /// The window's root, which the router uncovers by dismissing the detail screen.
    static var home: DestinationStep<UIViewController, Any?> { .root }
}

/// Weak references to every context and detail screen a run made, to count the survivors.
@MainActor
final class Tracker {
    private struct Weak<Object: AnyObject> {
        weak var object: Object?
    }

    private var payloads: [Weak<PayloadBytes>] = []
    private var details: [Weak<DetailViewController>] = []

    init(capacity: Int) {
        payloads.reserveCapacity(capacity)
        details.reserveCapacity(capacity)
    }

    func track(_ payload: PayloadBytes) { payloads.append(Weak(object: payload)) }
    func track(_ detail: DetailViewController) { details.append(Weak(object: detail)) }

    var alivePayloads: Int { payloads.count { $0.object != nil } }
    var aliveDetails: Int { details.count { $0.object != nil } }
}
