import Foundation
@testable import RouteComposer
import HeadlessUIKit

// Interface modules, as a caller sees them.
@MainActor protocol NoteEditorDelegate: AnyObject {}
@MainActor protocol EditorViewInput: AnyObject {
    var delegate: (any NoteEditorDelegate)? { get set }
    func constructForCreatingNewNote()
}
/// The caller's required protocol, connected to `EditorViewInput` by the host.
@MainActor protocol RequiredEditorViewInput: AnyObject {
    var delegate: (any NoteEditorDelegate)? { get set }
}
/// A second step of an adapter chain: `RequiredEditorViewInput → LegacyEditorViewInput → EditorViewInput`.
@MainActor protocol LegacyEditorViewInput: AnyObject {}
/// A required protocol the host forgot to add to the editor's class.
@MainActor protocol UnadaptedEditorViewInput: AnyObject {}
/// A module whose closure makes something that is not a screen.
@MainActor protocol ImposterViewInput: AnyObject {}
/// A screen that needs a service from the container.
@MainActor protocol ClockViewInput: AnyObject { var time: any TimeServiceInput { get } }
/// Protocols only declared, never registered.
@MainActor protocol MissingViewInput: AnyObject {}
@MainActor protocol LoopViewInputA: AnyObject {}
@MainActor protocol LoopViewInputB: AnyObject {}

@MainActor protocol TimeServiceInput: AnyObject { func currentTimeString() -> String }
@MainActor protocol RequiredTimeInput: AnyObject { func currentTimeString() -> String }
@MainActor protocol ClockTextInput { var text: String { get } }
@MainActor protocol MissingServiceInput {}
@MainActor protocol ZoneServiceInput: AnyObject { var time: any TimeServiceInput { get } }

extension RoutableView where Protocol == EditorViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == RequiredEditorViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == LegacyEditorViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == UnadaptedEditorViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == ImposterViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == ClockViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == MissingViewInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == LoopViewInputA { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableView where Protocol == LoopViewInputB { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableService where Protocol == TimeServiceInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableService where Protocol == RequiredTimeInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableService where Protocol == ClockTextInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableService where Protocol == MissingServiceInput { init() { self.init(declaredProtocol: Protocol.self) } }
extension RoutableService where Protocol == ZoneServiceInput { init() { self.init(declaredProtocol: Protocol.self) } }

/// The editor module's screen, as its own module writes it.
final class NoteEditorViewController: UIViewController, EditorViewInput {
    weak var delegate: (any NoteEditorDelegate)?
    private(set) var constructedForNewNote = false
    func constructForCreatingNewNote() { constructedForNewNote = true }
}

/// Added by the host app, so the caller's required protocols reach the editor module.
extension NoteEditorViewController: RequiredEditorViewInput, LegacyEditorViewInput {}

final class NoteListViewController: UIViewController, NoteEditorDelegate {}

final class ClockViewController: UIViewController, ClockViewInput {
    @Dependency var time: any TimeServiceInput
}

/// Not a screen.
@MainActor final class ImposterObject: ImposterViewInput {}

@MainActor final class TimeService: TimeServiceInput, RequiredTimeInput {
    static var made = 0
    init() { TimeService.made += 1 }
    func currentTimeString() -> String { "12:00" }
}

/// A service that provides nothing a caller requires: adapted by a closure.
struct ClockText: ClockTextInput { let text: String }

@MainActor final class ZoneService: ZoneServiceInput {
    @Dependency var time: any TimeServiceInput
}

struct EditorBuildFailure: Error, Equatable {}

/// Counts what a module's making closure makes.
@MainActor final class MadeCounter {
    var count = 0
}

extension Error {
    /// The `ModuleError` a navigation threw, wrapped or not.
    var moduleError: ModuleError? {
        (self as? ModuleError) ?? ((self as? RoutingError)?.underlyingError as? ModuleError)
    }
}
