import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller class a registered storyboard scene builds.
@MainActor
final class StoryboardHomeController: UIViewController {}

extension HeadlessUIKitTests {
    /// §8.1 `UIStoryboard`: a registry-backed storyboard with UIKit's exceptions.
    @MainActor
    @Suite("Model: storyboards")
    struct StoryboardTests {
        private func registerMain() {
            UIStoryboard.register(
                name: "Main", initialViewController: "home",
                scenes: [
                    "home": { StoryboardHomeController() },
                    "detail": {
                        let detail = UIViewController()
                        detail.title = "Detail"
                        return detail
                    },
                ])
        }

        @Test("instantiateInitialViewController returns a new instance of the initial scene each time")
        func initialControllerIsNewEachTime() async throws {
            registerMain()
            let storyboard = UIStoryboard(name: "Main", bundle: nil)

            let first = try #require(storyboard.instantiateInitialViewController())
            let second = try #require(storyboard.instantiateInitialViewController())

            #expect(first is StoryboardHomeController)
            #expect(second is StoryboardHomeController)
            #expect(first !== second)
            #expect(first.storyboard === storyboard)
            #expect(second.storyboard === storyboard)
        }

        @Test("instantiateViewController(withIdentifier:) returns a new instance of that scene each time")
        func identifiedControllerIsNewEachTime() async {
            registerMain()
            let storyboard = UIStoryboard(name: "Main", bundle: nil)

            let first = storyboard.instantiateViewController(withIdentifier: "detail")
            let second = storyboard.instantiateViewController(withIdentifier: "detail")

            #expect(first.title == "Detail")
            #expect(second.title == "Detail")
            #expect(first !== second)
            #expect(first.storyboard === storyboard)
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("Two storyboard objects for one name each stamp their own instances")
        func eachStoryboardObjectStampsItsInstances() async {
            registerMain()
            let one = UIStoryboard(name: "Main", bundle: nil)
            let two = UIStoryboard(name: "Main", bundle: .main)

            #expect(one.instantiateViewController(withIdentifier: "home").storyboard === one)
            #expect(two.instantiateViewController(withIdentifier: "home").storyboard === two)
        }

        @Test("A controller keeps its storyboard: storyboard is still set when nobody else holds it")
        func controllerKeepsItsStoryboard() async {
            registerMain()

            // RouteComposer's storyboard factory never keeps the UIStoryboard it instantiates from.
            let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "home")

            #expect(controller.storyboard != nil)
        }

        @Test("A controller made in code has no storyboard")
        func codeMadeControllerHasNoStoryboard() async {
            #expect(UIViewController().storyboard == nil)
        }

        @Test("A storyboard with no initial scene instantiates nil as its initial controller")
        func noInitialSceneGivesNil() async {
            UIStoryboard.register(name: "Scenes", scenes: ["only": { UIViewController() }])
            let storyboard = UIStoryboard(name: "Scenes", bundle: nil)

            #expect(storyboard.instantiateInitialViewController() == nil)
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("An unknown storyboard name raises NSInvalidArgumentException with UIKit's message")
        func unknownNameRaises() async throws {
            HeadlessRuntime.shared.exceptionPolicy = .record
            registerMain()

            _ = UIStoryboard(name: "Missing", bundle: nil)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(HeadlessRuntime.shared.exceptions.count == 1)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .storyboardNotFound)
            #expect(error.reason == "Could not find a storyboard named 'Missing' in bundle \(Bundle.main)")
        }

        @Test("An unknown identifier raises NSInvalidArgumentException with UIKit's message")
        func unknownIdentifierRaises() async throws {
            HeadlessRuntime.shared.exceptionPolicy = .record
            registerMain()
            let storyboard = UIStoryboard(name: "Main", bundle: nil)

            _ = storyboard.instantiateViewController(withIdentifier: "nowhere")

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(HeadlessRuntime.shared.exceptions.count == 1)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .storyboardIdentifierNotFound)
            #expect(error.reason == "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'nowhere'")
            #expect(error.reason.hasPrefix("Storyboard (<UIStoryboard: 0x"))
        }

        @Test("Registering a name again replaces the earlier registration")
        func reRegistrationReplaces() async throws {
            registerMain()
            UIStoryboard.register(
                name: "Main", initialViewController: "other",
                scenes: [
                    "other": {
                        let other = UIViewController()
                        other.title = "Other"
                        return other
                    }
                ])

            let initial = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController())

            #expect(initial.title == "Other")
        }

        @Test("reset() forgets every registered storyboard")
        func resetForgetsRegistrations() async throws {
            registerMain()

            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()
            HeadlessRuntime.shared.exceptionPolicy = .record
            _ = UIStoryboard(name: "Main", bundle: nil)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .storyboardNotFound)
        }
    }
}
