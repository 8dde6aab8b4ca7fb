import Testing
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// Generic code creates controllers through their metatypes, as Objective-C allows on iOS;
    /// in Swift that needs `init(nibName:bundle:)` to be required.
    @MainActor
    @Suite("Model: generic creation")
    struct GenericCreationTests {
        private final class PlainSubclass: UIViewController {}
        private final class NavigationSubclass: UINavigationController {}

        private func make<VC: UIViewController>(_ type: VC.Type) -> VC {
            VC(nibName: "Scene", bundle: nil)
        }

        @Test("A metatype creates the subclass, with the nib name it was given")
        func metatypeCreatesSubclass() async {
            await HeadlessRuntime.shared.reset()
            let plain = make(PlainSubclass.self)
            #expect(type(of: plain) == PlainSubclass.self)
            #expect(plain.nibName == "Scene")
        }

        @Test("A container subclass created through its metatype is set up as its class's initialiser sets it up")
        func metatypeCreatesContainerSubclass() async {
            await HeadlessRuntime.shared.reset()
            let navigation = make(NavigationSubclass.self)
            #expect(type(of: navigation) == NavigationSubclass.self)
            #expect(navigation.definesPresentationContext)
            #expect(navigation.viewControllers.isEmpty)
        }
    }
}
