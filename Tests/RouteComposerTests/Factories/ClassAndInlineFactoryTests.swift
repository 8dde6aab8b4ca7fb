import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("ClassFactory, InlineFactory, FinderFactory and NilFactory")
    struct ClassAndInlineFactoryTests {
        @Test("ClassFactory builds a new instance of its class with the nib name and bundle, then configures it")
        func classFactoryBuildsConfiguredInstances() async throws {
            let factory = ClassFactory<ProbeViewController, Any?>(nibName: "ProbeNib", bundle: Bundle.main) { controller in
                controller.tag = 7
            }

            let first = try factory.build()
            let second = try factory.execute()

            #expect(first !== second)
            #expect(first.nibName == "ProbeNib")
            #expect(first.nibBundle === Bundle.main)
            #expect(first.tag == 7)
            #expect(second.tag == 7)
        }

        @Test("ClassFactory builds the subclass it is typed with")
        func classFactoryBuildsTheSubclass() async throws {
            let navigation = try ClassFactory<ProbeNavigationController, Int>().build(with: 1)
            #expect(type(of: navigation) == ProbeNavigationController.self)
            #expect(navigation.nibName == nil)
        }

        @Test("InlineFactory builds with its closure and the context")
        func inlineFactoryUsesTheContext() async throws {
            let factory = InlineFactory<ProbeViewController, Int> { context in
                let controller = ProbeViewController()
                controller.tag = context
                return controller
            }
            #expect(try factory.build(with: 42).tag == 42)
        }

        @Test("InlineFactory's autoclosure is evaluated at every build, and its error propagates")
        func inlineFactoryAutoclosure() async throws {
            var built = 0
            func make() throws -> ProbeViewController {
                built += 1
                if built > 2 { throw ProbeError(name: "third") }
                return ProbeViewController()
            }
            let factory = InlineFactory<ProbeViewController, Void>(viewController: try make())

            #expect(built == 0)
            let first = try factory.build()
            let second = try factory.build()
            #expect(first !== second)
            #expect(throws: ProbeError(name: "third")) { _ = try factory.build() }
        }

        @Test("FinderFactory cannot be made from a NilFinder")
        func finderFactoryRejectsNilFinder() async {
            #expect(FinderFactory(finder: NilFinder<UIViewController, Any?>()) == nil)
        }

        @Test("FinderFactory builds by finding, and configures what it found")
        func finderFactoryBuildsByFinding() async throws {
            let instance = ProbeViewController()
            let factory = try #require(
                FinderFactory(finder: InstanceFinder<ProbeViewController, Any?>(instance: instance)) {
                    $0.tag = 5
                })

            #expect(try factory.build() === instance)
            #expect(instance.tag == 5)
        }

        @Test("FinderFactory throws compositionFailed when its finder finds nothing")
        func finderFactoryFailsWhenNothingIsFound() async throws {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let finder = ClassFinder<ProbeViewController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            let factory = try #require(FinderFactory(finder: finder))

            #expect { _ = try factory.build() } throws: { ($0 as? RoutingError)?.isCompositionFailed == true }
        }

        @Test("NilFactory refuses to prepare or build, and is a NilEntity")
        func nilFactoryThrows() async {
            var factory = NilFactory<UIViewController, Any?>()
            #expect((factory as Any) is NilEntity)
            #expect { _ = try factory.build() } throws: { ($0 as? RoutingError)?.isCompositionFailed == true }
            #expect { try factory.prepare() } throws: { ($0 as? RoutingError)?.isCompositionFailed == true }
        }
    }
}
