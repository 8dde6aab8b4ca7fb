import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// A screen that ends its flow with a colour's name.
final class ColorPickerScreen: UIViewController, ResultProducing {
    let resultChannel = ResultChannel<String>()
}

/// A picker that produces its value as soon as its view loads, while the navigation integrates it.
final class EagerPickerScreen: UIViewController, ResultProducing {
    let resultChannel = ResultChannel<String>()

    override func viewDidLoad() {
        super.viewDidLoad()
        resultChannel.send("early")
    }
}

/// A screen a flow pushes before the picker.
final class PaletteIntroScreen: UIViewController {}

/// The app's screen the flows start from.
final class FlowHomeScreen: UIViewController {}

/// An action that reports success without integrating the controller: nothing keeps it.
struct DroppingAction: Action {
    typealias ViewController = UIViewController

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        completion(.success)
    }
}

/// A factory that refuses to build.
struct RefusingPickerFactory: Factory {
    typealias ViewController = ColorPickerScreen
    typealias Context = Void
    struct Refusal: Error {}

    func build(with context: Void) throws -> ColorPickerScreen {
        throw Refusal()
    }
}

/// Every ending of one flow, in order.
@MainActor
final class FlowEndings {
    private(set) var outcomes: [Result<String, Error>] = []

    func callAsFunction(_ outcome: Result<String, Error>) {
        outcomes.append(outcome)
    }

    var values: [String] { outcomes.compactMap { try? $0.get() } }

    var codes: [ProblemCode] {
        outcomes.compactMap { outcome in
            guard case .failure(let error) = outcome else { return nil }
            return (error as? ResultFlowError)?.code
        }
    }

    var messages: [String] {
        outcomes.compactMap { outcome in
            guard case .failure(let error) = outcome else { return nil }
            return (error as? ResultFlowError)?.message
        }
    }
}

/// The destinations the flow tests show, from a window whose root is a navigation stack [home].
@MainActor
struct FlowConfiguration {
    let stack = StepAssembler<UINavigationController, Void>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()

    /// The picker presented as a sheet over whatever is on top.
    var sheet: DestinationStep<ColorPickerScreen, Void> {
        StepAssembler<ColorPickerScreen, Void>().finder(.nilFinder).factory(.classFactory).using(.present).from(.current).assemble()
    }

    /// The picker as the root of a new navigation controller, presented.
    var sheetInNavigation: DestinationStep<ColorPickerScreen, Void> {
        StepAssembler<ColorPickerScreen, Void>().finder(.nilFinder).factory(.classFactory)
            .using(.push).from(.navigationController).using(.present).from(.current).assemble()
    }

    /// The eager picker presented as a sheet.
    var eagerSheet: DestinationStep<EagerPickerScreen, Void> {
        StepAssembler<EagerPickerScreen, Void>().finder(.nilFinder).factory(.classFactory).using(.present).from(.current).assemble()
    }

    /// The picker found on screen when there is one, else presented.
    var foundOrPresented: DestinationStep<ColorPickerScreen, Void> {
        StepAssembler<ColorPickerScreen, Void>().finder(.classFinder).factory(.classFactory).using(.present).from(.current).assemble()
    }

    /// An intro screen, then the picker, pushed onto the root stack.
    var pushedAfterIntro: DestinationStep<ColorPickerScreen, Void> {
        let intro = StepAssembler<PaletteIntroScreen, Void>().finder(.nilFinder).factory(.classFactory).using(.push).from(stack).assemble()
        return StepAssembler<ColorPickerScreen, Void>().finder(.nilFinder).factory(.classFactory).using(.push)
            .from(intro.expectingContainer()).assemble()
    }

    /// The picker built and never integrated.
    var dropped: DestinationStep<ColorPickerScreen, Void> {
        StepAssembler<ColorPickerScreen, Void>().finder(.nilFinder).factory(.classFactory).using(DroppingAction()).from(.current).assemble()
    }

    /// A picker whose factory refuses.
    var refused: DestinationStep<ColorPickerScreen, Void> {
        StepAssembler<ColorPickerScreen, Void>().finder(.nilFinder).factory(RefusingPickerFactory()).using(.present).from(.current).assemble()
    }
}
