import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("StoryboardFactory")
    struct StoryboardFactoryTests {
        private func registerStoryboards() async {
            UIStoryboard.register(
                name: "Probe", initialViewController: "start",
                scenes: [
                    "start": { ProbeViewController() },
                    "other": { ProbeOtherViewController() },
                ])
            UIStoryboard.register(name: "NoInitial", scenes: ["only": { ProbeViewController() }])
        }

        @Test("With an identifier it instantiates that scene and configures it")
        func instantiatesByIdentifier() async throws {
            await registerStoryboards()
            var configured: ProbeOtherViewController?
            let factory = StoryboardFactory<ProbeOtherViewController, Any?>(name: "Probe", identifier: "other") { configured = $0 }

            let built = try factory.build()

            #expect(configured === built)
            #expect(built.storyboard != nil)
        }

        @Test("Without an identifier it instantiates the initial scene, a new instance each time")
        func instantiatesTheInitialScene() async throws {
            await registerStoryboards()
            let factory = StoryboardFactory<ProbeViewController, Any?>(name: "Probe")
            let first = try factory.build()
            let second = try factory.build()
            #expect(first !== second)
        }

        @Test("A scene of another class is a typeMismatch naming both types")
        func wrongClassIsTypeMismatch() async throws {
            await registerStoryboards()
            let factory = StoryboardFactory<ProbeOtherViewController, Any?>(name: "Probe")
            do {
                _ = try factory.build()
                Issue.record("build did not throw")
            } catch let RoutingError.typeMismatch(type, expectedType, _) {
                #expect(ObjectIdentifier(type) == ObjectIdentifier(ProbeViewController.self))
                #expect(ObjectIdentifier(expectedType) == ObjectIdentifier(ProbeOtherViewController.self))
            }
        }

        @Test("A storyboard without an initial scene is compositionFailed")
        func noInitialSceneIsCompositionFailed() async throws {
            await registerStoryboards()
            let factory = StoryboardFactory<ProbeViewController, Any?>(name: "NoInitial")
            #expect { _ = try factory.build() } throws: { ($0 as? RoutingError)?.isCompositionFailed == true }
            let byIdentifier: UIViewController = try StoryboardFactory<ProbeViewController, Any?>(name: "NoInitial", identifier: "only").build()
            #expect(type(of: byIdentifier) == ProbeViewController.self)
        }
    }
}
