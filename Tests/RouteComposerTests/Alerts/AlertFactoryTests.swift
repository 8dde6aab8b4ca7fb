import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// AlertFactory: alerts and action sheets made from AlertContent, fixed, taken from the
    /// context, or made from it by a closure, and content UIKit would refuse stopped in prepare.
    @MainActor
    @Suite("AlertFactory")
    struct AlertFactoryTests {
        @Test("Builds the title, message, buttons, styles, enabled flags, preferred button and style from fixed content")
        func buildsFixedContent() throws {
            var deleted = 0
            let content = AlertContent(
                title: "Delete the draft?", message: "It cannot be undone.",
                actions: [
                    .init(title: "Delete", style: .destructive) { _ in deleted += 1 },
                    .init(title: "Archive", isEnabled: false),
                    .cancel(),
                ],
                preferredActionIndex: 0)

            let alert = try AlertFactory<Void>(preferredStyle: .actionSheet, content: content).execute()

            #expect(alert.preferredStyle == .actionSheet)
            #expect(alert.title == "Delete the draft?")
            #expect(alert.message == "It cannot be undone.")
            #expect(alert.actions.map(\.title) == ["Delete", "Archive", "Cancel"])
            #expect(alert.actions.map(\.style) == [.destructive, .default, .cancel])
            #expect(alert.actions.map(\.isEnabled) == [true, false, true])
            #expect(alert.preferredAction === alert.actions.first)
            #expect(deleted == 0)
        }

        @Test("Takes the content from the context, or makes it from the context with a closure")
        func contentFromContext() throws {
            let fromContext = try AlertFactory(preferredStyle: .alert).execute(with: AlertContent(title: "Hi", actions: [.cancel(title: "OK")]))
            #expect(fromContext.title == "Hi")
            #expect(fromContext.preferredStyle == .alert)
            #expect(fromContext.actions.map(\.title) == ["OK"])

            let made = try AlertFactory<Int> { count in
                AlertContent(title: "\(count) items", message: nil, actions: [.cancel()])
            }
            .execute(with: 3)
            #expect(made.title == "3 items")
            #expect(made.preferredStyle == .alert)
        }

        @Test("Content is made once, in prepare, and the prepared content is what is built")
        func contentMadeInPrepare() throws {
            var calls = 0
            var factory = AlertFactory<String> { name in
                calls += 1
                return AlertContent(title: name, actions: [])
            }
            try factory.prepare(with: "first")
            let alert = try factory.build(with: "second")
            #expect(calls == 1)
            #expect(alert.title == "first")
        }

        @Test("Two cancel buttons, or a preferred button that is not there, fail prepare with a typed error and no UIKit exception")
        func invalidContentFailsPrepare() throws {
            let runtime = HeadlessRuntime.shared
            runtime.exceptionPolicy = .record
            let twoCancels = AlertContent(title: "Leave?", actions: [.cancel(), .cancel(title: "No")])
            let badPreferred = AlertContent(title: "Leave?", actions: [.cancel()], preferredActionIndex: 1)

            for content in [twoCancels, badPreferred] {
                var factory = AlertFactory<Void>(content: content)
                do {
                    try factory.prepare()
                    Issue.record("prepare accepted content UIKit refuses")
                } catch RoutingError.compositionFailed(let context) {
                    #expect(context.underlyingError as? RoutingFailureReason == .invalidAlertContent)
                    #expect(context.debugDescription.contains("\"Leave?\""))
                }
            }
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("An error thrown by the content closure reaches the caller unchanged")
        func closureErrorPropagates() {
            struct NoDraft: Error {}
            var factory = AlertFactory<Void> { _ in throw NoDraft() }
            do {
                try factory.prepare()
                Issue.record("prepare did not throw")
            } catch {
                #expect(error is NoDraft)
            }
        }
    }
}
