import Testing
@testable import RouteComposerCore
import HeadlessUIKit

/// A controller class per type argument: each nesting depth below is a class of its own, made at run time.
private final class NestedScreen<Inner>: UIViewController {}
/// The same, for navigation controllers.
private final class NestedStack<Inner>: UINavigationController {}

/// One controller of each of `count` distinct classes, screens and stacks in turn.
@MainActor
private func controllersOfDistinctClasses<Inner>(_ count: Int, inside: Inner.Type = Int.self) -> [UIViewController] {
    guard count > 0 else { return [] }
    let controller: UIViewController = count.isMultiple(of: 2) ? NestedScreen<Inner>() : NestedStack<Inner>()
    return [controller] + controllersOfDistinctClasses(count - 1, inside: NestedScreen<Inner>.self)
}

extension RouteComposerTests {
    @MainActor
    @Suite("The traits table: one answer per class, worked out once, kept as the table grows")
    struct ControllerTraitsTableTests {
        @Test("Each class's traits are worked out once, and every controller of the class gets them, across many growths")
        func oneAnswerPerClass() {
            let table = ControllerTraitsTable(capacity: 1)
            var made = 0
            func traits(_ controller: UIViewController) -> ControllerTraits {
                table.traits(of: controller) { controller in
                    made += 1
                    return ControllerTraits(of: controller)
                }
            }
            let controllers = controllersOfDistinctClasses(300)
            for controller in controllers {
                #expect(traits(controller).containerKind == (controller is UINavigationController ? .navigation : .none))
            }
            #expect(made == 300)
            // Again, with other controllers of the same classes, newest first: nothing is worked out.
            for controller in controllersOfDistinctClasses(300).reversed() {
                #expect(traits(controller).containerKind == (controller is UINavigationController ? .navigation : .none))
            }
            #expect(made == 300)
        }

        @Test("A subclass is a class of its own")
        func subclassesAreDistinct() {
            final class Stack: UINavigationController {}
            let table = ControllerTraitsTable()
            #expect(table.traits(of: UIViewController(), make: ControllerTraits.init(of:)).containerKind == .none)
            #expect(table.traits(of: Stack(), make: ControllerTraits.init(of:)).containerKind == .navigation)
            #expect(table.traits(of: UIViewController(), make: ControllerTraits.init(of:)).containerKind == .none)
        }
    }
}
