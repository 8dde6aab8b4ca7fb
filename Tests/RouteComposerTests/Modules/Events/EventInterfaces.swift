import RouteComposer

// The interface module both sides import: the events' types and the receivers' protocols.

/// A note was saved: the editor module sends it, the list module reacts.
struct NoteSaved: Equatable {
    let noteID: String
}

/// The app went to the background: the host sends it, as ZIKRouter's demo forwards
/// `applicationDidEnterBackground` to every router that handles it.
struct AppDidEnterBackground {}

/// The note list screen's interface.
@MainActor
protocol NoteListInput: AnyObject {
    func noteWasSaved(_ noteID: String)
}

/// The sync service's interface.
@MainActor
protocol SyncServiceInput: AnyObject {
    func pause()
}

extension RoutableView where Protocol == NoteListInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableService where Protocol == SyncServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
