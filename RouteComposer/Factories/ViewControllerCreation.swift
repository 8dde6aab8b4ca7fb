import Foundation

/// Creates a controller of type `VC` with a nib reference, for the factories that build a class
/// by its type (``ClassFactory``, ``NavigationControllerFactory``, ``TabBarControllerFactory``,
/// ``SplitControllerFactory``).
///
/// On iOS it is `VC(nibName:bundle:)`, which Objective-C allows through any subclass's metatype.
/// A subclass with a designated initialiser of its own does not inherit that initialiser, and
/// UIKit then stops the app with "Use of unimplemented initializer".
///
/// Elsewhere (the headless model) Swift allows a metatype to call only required initialisers,
/// and the one every controller has is `init?(coder:)`: inherited by a subclass with no
/// designated initialiser of its own, written by one with. So it is called with a
/// ``NibReferenceCoder`` carrying `nibName` and `bundle`, which the model's `init?(coder:)` reads.
/// A subclass whose own `init?(coder:)` stops the app does so here as UIKit would; one whose
/// `init?(coder:)` calls `super.init(coder:)` is built, where UIKit would have stopped the app.
///
/// - Throws: ``RoutingError/compositionFailed(_:)`` with ``RoutingFailureReason/needsOwnFactory``
///   when the subclass's `init?(coder:)` returns nil: such a controller needs a factory of its own
///   that calls its own initialiser.
@MainActor
func makeViewController<VC: UIViewController>(_ type: VC.Type, nibName: String?, bundle: Bundle?) throws -> VC {
    #if canImport(UIKit)
        return VC(nibName: nibName, bundle: bundle)
    #else
        guard let viewController = VC(coder: NibReferenceCoder(nibName: nibName, bundle: bundle)) else {
            throw RoutingError.compositionFailed(
                .init(
                    "\(typeName(VC.self)) could not be created by its type: its init?(coder:) returned nil. "
                        + "A controller with a designated initialiser of its own is built by a Factory of its own that calls that initialiser.",
                    underlyingError: RoutingFailureReason.needsOwnFactory))
        }
        return viewController
    #endif
}
