import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Custom events between modules that do not import each other: the sender names the event's
    /// type, the receiver declares it accepts it, and the registry delivers it to the receiver's
    /// live screens and existing services, or tells the sender why it could not.
    @MainActor
    @Suite("ModuleRegistry: custom events")
    struct ModuleEventTests {
        let runtime = HeadlessRuntime.shared

        @Test("An event no module accepts is not delivered, with noEventReceiver naming its type")
        func noReceiver() {
            let modules = ModuleRegistry()
            let delivery = editorSaves(noteID: "n1", through: modules)

            #expect(!delivery.isDelivered)
            #expect(delivery.receiverCount == 0)
            #expect(delivery.notDelivered?.code == .noEventReceiver)
            #expect(delivery.notDelivered?.requiredType == NoteSaved.self)
            #expect(delivery.description.contains("NoteSaved"))
            #expect(!modules.accepts(NoteSaved.self))
        }

        @Test("An event whose receiver has no live screen is not delivered, with eventReceiverNotAlive naming the module")
        func receiverNotAlive() {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            #expect(modules.accepts(NoteSaved.self))

            let delivery = editorSaves(noteID: "n1", through: modules)

            #expect(!delivery.isDelivered)
            #expect(delivery.notDelivered?.code == .eventReceiverNotAlive)
            #expect(delivery.notDelivered?.message.contains("NoteListInput") == true)
        }

        @Test("A live screen the receiving module showed gets the event, typed as its protocol")
        func deliveredToLiveScreen() async throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            let router = DefaultRouter(logger: nil)
            let home = UIViewController()
            await runtime.showInFreshWindow(home)
            let list = try await router.navigate(to: RoutableView<NoteListInput>(), in: modules, path: .presentModally(from: home), animated: false)

            let delivery = editorSaves(noteID: "n7", through: modules)

            #expect(delivery.isDelivered)
            #expect(delivery.receiverCount == 1)
            let screen = try #require(list as? NoteListScreen)
            #expect(screen.savedNotes == ["n7"])
        }

        @Test("Every live screen of the module gets it; a released one no longer counts")
        func everyLiveScreen() throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            let first = try #require(try modules.makeDestination(to: RoutableView<NoteListInput>()) as? NoteListScreen)
            var second = try #require(try modules.makeDestination(to: RoutableView<NoteListInput>()) as? NoteListScreen)
            weak let released = second

            #expect(editorSaves(noteID: "a", through: modules).receiverCount == 2)
            #expect(second.savedNotes == ["a"])
            second = NoteListScreen()
            #expect(released == nil)

            #expect(editorSaves(noteID: "b", through: modules).receiverCount == 1)
            #expect(first.savedNotes == ["a", "b"])
            #expect(second.savedNotes.isEmpty, "a screen the app made itself is not the module's")
        }

        @Test("The host's background event reaches a view module and a service module; a service not yet made gets nothing")
        func backgroundEventToScreensAndServices() throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            #expect(hostEntersBackground(through: modules).notDelivered?.code == .eventReceiverNotAlive, "an event makes no service")

            let sync = try modules.makeService(to: RoutableService<SyncServiceInput>())
            let list = try #require(try modules.makeDestination(to: RoutableView<NoteListInput>()) as? NoteListScreen)
            let delivery = hostEntersBackground(through: modules)

            #expect(delivery.receiverCount == 2)
            #expect((sync as? SyncService)?.pauses == 1)
            #expect(list.backgroundEvents == 1)
            #expect(list.savedNotes.isEmpty, "each handler gets only the events it declared")
        }

        @Test("A weakShared service receives while something holds it, and not after it is released")
        func weakSharedService() throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules, syncScope: .weakShared)
            var sync: SyncServiceInput? = try modules.makeService(to: RoutableService<SyncServiceInput>())
            #expect(hostEntersBackground(through: modules).receiverCount == 1)
            #expect((sync as? SyncService)?.pauses == 1)

            sync = nil
            #expect(hostEntersBackground(through: modules).notDelivered?.code == .eventReceiverNotAlive)
        }

        @Test("A receiver declared through an adapter's required protocol gets the adaptee's screens")
        func receiverThroughAdapter() throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            modules.register(adapter: RoutableView<RequiredNoteListInput>(), forAdaptee: RoutableView<NoteListInput>())
            var refreshed: [String] = []
            modules.accept(NoteSaved.self, by: RoutableView<RequiredNoteListInput>()) { _, saved in refreshed.append(saved.noteID) }
            let list = try #require(try modules.makeDestination(to: RoutableView<NoteListInput>()) as? NoteListScreen)

            #expect(editorSaves(noteID: "x", through: modules).receiverCount == 2)
            #expect(list.savedNotes == ["x"])
            #expect(refreshed == ["x"])
        }

        @Test("A handler that sends another event delivers it at once, and the first event still reaches the rest")
        func nestedSend() throws {
            let modules = ModuleRegistry()
            registerNoteListModule(in: modules)
            var order: [String] = []
            modules.accept(NoteSaved.self, by: RoutableView<NoteListInput>()) { _, saved in
                order.append("saved \(saved.noteID)")
                modules.send(AppDidEnterBackground())
            }
            modules.accept(AppDidEnterBackground.self, by: RoutableView<NoteListInput>()) { _, _ in order.append("background") }
            let list = try #require(try modules.makeDestination(to: RoutableView<NoteListInput>()) as? NoteListScreen)

            #expect(editorSaves(noteID: "z", through: modules).receiverCount == 2)
            #expect(order == ["saved z", "background"])
            #expect(list.savedNotes == ["z"])
            #expect(list.backgroundEvents == 1)
        }
    }
}

/// A caller's required protocol, which the host connects to the list module by an adapter.
@MainActor
protocol RequiredNoteListInput: AnyObject {}

extension RoutableView where Protocol == RequiredNoteListInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

extension NoteListScreen: RequiredNoteListInput {}
