// EXPECT: missing argument for parameter 'declaredProtocol' in call
// Only protocols an interface module declares routable (with an `init()` in an extension of
// RoutableView constrained to the protocol) can key a module; this one was never declared.
@MainActor protocol UndeclaredEditorInput: AnyObject {}

@MainActor func register(in modules: ModuleRegistry) {
    modules.register(RoutableView<UndeclaredEditorInput>()) { _ in UIViewController() as! UndeclaredEditorInput }
}
