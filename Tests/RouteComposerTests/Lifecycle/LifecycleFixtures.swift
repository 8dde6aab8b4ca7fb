import Foundation
@testable import RouteComposer
import HeadlessUIKit

/// Records every event it is told of, and renders them compactly for exact comparisons.
@MainActor
final class EventRecorder: NavigationObserver {
    private(set) var events: [NavigationEvent] = []

    func navigationDidReport(_ event: NavigationEvent) {
        events.append(event)
    }

    /// One line per event: the kind, then the controller, container and removed controllers by
    /// short type name, such as `willIntegrate ShopProductViewController → UINavigationController`.
    var lines: [String] { events.map(\.line) }

    /// The lines of one navigation's events.
    func lines(of navigation: NavigationID) -> [String] {
        events.filter { $0.navigation == navigation }.map(\.line)
    }

    /// The navigations reported, in the order of their first event.
    var navigations: [NavigationID] {
        var seen: [NavigationID] = []
        for event in events where !seen.contains(event.navigation) { seen.append(event.navigation) }
        return seen
    }

    func events(of kind: NavigationEvent.Kind) -> [NavigationEvent] {
        events.filter { $0.kind == kind }
    }
}

extension NavigationEvent {
    var line: String {
        var text = "\(kind)"
        if let controller { text += " \(controller.typeName.shortTypeName)" }
        if let container { text += " → \(container.typeName.shortTypeName)" }
        if let removalReason {
            text += " \(removalReason): " + removed.map(\.typeName.shortTypeName).joined(separator: ", ")
        }
        return text
    }
}

extension String {
    /// The type name without its module and enclosing types: `RouteComposerTests.ShopCartViewController`
    /// becomes `ShopCartViewController`.
    var shortTypeName: String {
        split(separator: ".").last.map(String.init) ?? self
    }
}

/// A controller that keeps itself alive through a closure it holds: a planted retain cycle.
final class CyclingViewController: UIViewController {
    var onClose: (() -> Void)?

    func makeCycle() {
        onClose = { [self] in _ = self.title }
    }

    func breakCycle() {
        onClose = nil
    }
}

/// The lifecycle tests' steps over the shared shop: a navigation that fails halfway, and a presented
/// controller a test builds itself.
@MainActor
extension TestShop {
    /// A controller pushed onto the catalog stack, then a product whose factory throws: a
    /// navigation that fails at its second built step.
    static var failingAtSecondStep: DestinationStep<ProductViewController, Any?> {
        let stack: DestinationStep<UINavigationController, Any?> = TestShop.catalog.expectingContainer()
        let list = StepAssembler<ListViewController, Any?>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .using(.push)
            .from(stack)
            .assemble()
        let listStack: DestinationStep<UINavigationController, Any?> = list.expectingContainer()
        return StepAssembler<ProductViewController, Any?>()
            .finder(.nilFinder)
            .factory(FailingFactory<ProductViewController, Any?>())
            .using(.push)
            .from(listStack)
            .assemble()
    }

    /// A controller presented over the current screen, built by `make`.
    static func presented(_ make: @escaping @MainActor () -> CyclingViewController) -> DestinationStep<CyclingViewController, Any?> {
        StepAssembler<CyclingViewController, Any?>()
            .finder(.classFinder)
            .factory(InlineFactory<CyclingViewController, Any?> { _ in make() })
            .using(.present(presentationStyle: .fullScreen))
            .from(.current)
            .assemble()
    }
}

extension DefaultRouter {
    /// A quiet router on `clock` with leak detection as given, observed by a new recorder.
    static func observed(
        clock: ManualNavigationClock = ManualNavigationClock(), leakDetection: LeakDetection = .off,
        queue: NavigationQueue = NavigationQueue()
    ) -> (router: DefaultRouter, recorder: EventRecorder) {
        var router = DefaultRouter(logger: nil, navigationQueue: queue, clock: clock)
        router.leakDetection = leakDetection
        let recorder = EventRecorder()
        router.observers.add(recorder)
        return (router, recorder)
    }
}
