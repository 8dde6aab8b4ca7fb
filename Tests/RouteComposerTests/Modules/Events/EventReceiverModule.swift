import Foundation
import RouteComposer
import HeadlessUIKit

// The receiving module: it knows the interface, never the sender.

/// The note list screen, which refreshes a saved note's row and pauses its timers in the background.
final class NoteListScreen: UIViewController, NoteListInput {
    private(set) var savedNotes: [String] = []
    private(set) var backgroundEvents = 0
    func noteWasSaved(_ noteID: String) {
        savedNotes.append(noteID)
    }

    func enteredBackground() {
        backgroundEvents += 1
    }
}

/// The sync service, which pauses in the background.
final class SyncService: SyncServiceInput {
    private(set) var pauses = 0

    func pause() {
        pauses += 1
    }
}

/// Registers the list and sync modules and declares the events they accept.
@MainActor
func registerNoteListModule(in modules: ModuleRegistry, syncScope: DependencyScope = .singleton) {
    modules.register(RoutableView<NoteListInput>(), forMakingView: NoteListScreen.self)
    modules.accept(NoteSaved.self, by: RoutableView<NoteListInput>()) { list, saved in
        list.noteWasSaved(saved.noteID)
    }
    modules.accept(AppDidEnterBackground.self, by: RoutableView<NoteListInput>()) { list, _ in
        (list as? NoteListScreen)?.enteredBackground()
    }
    modules.register(RoutableService<SyncServiceInput>(), scope: syncScope) { _ in SyncService() }
    modules.accept(AppDidEnterBackground.self, by: RoutableService<SyncServiceInput>()) { sync, _ in
        sync.pause()
    }
}
