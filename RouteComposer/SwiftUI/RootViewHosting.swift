/// A controller that shows one value-typed root view and redraws when that property is assigned,
/// which is the shape of `UIHostingController`.
///
/// The SwiftUI helpers are written against this shape rather than against `UIHostingController`
/// itself, so that what they do (build the root view from a context, ask it whether it shows a
/// context, set it up) compiles and is tested where SwiftUI does not exist; the files that name
/// SwiftUI only forward to it.
@MainActor
protocol RootViewHosting: UIViewController {
    /// The type of the hosted view.
    associatedtype RootView

    /// The hosted view; assigning it replaces what the controller shows.
    var rootView: RootView { get set }
}

extension RootViewHosting {
    /// Applies `change` to a copy of the root view and assigns the copy back only when `change`
    /// did not throw.
    ///
    /// A hosted view is a value: the controller sees a change only through an assignment, and a
    /// view whose setup failed halfway must not reach the screen.
    func updateRootView(_ change: (inout RootView) throws -> Void) rethrows {
        var view = rootView
        try change(&view)
        rootView = view
    }
}
