import RouteComposer

// The sending module: it names the event's type and the registry, nothing of the receiver.

/// The editor saves a note and tells whoever listens.
@MainActor
func editorSaves(noteID: String, through modules: ModuleRegistry) -> ModuleEventDelivery {
    modules.send(NoteSaved(noteID: noteID))
}

/// The host app's scene delegate forwards the background transition to every module.
@MainActor
func hostEntersBackground(through modules: ModuleRegistry) -> ModuleEventDelivery {
    modules.send(AppDidEnterBackground())
}
