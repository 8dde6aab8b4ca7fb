import Foundation
import Testing
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// `init(nibName:bundle:)` is a plain designated initialiser, as in UIKit's header, so generic
    /// code creates a controller through its metatype with the required `init?(coder:)`, which
    /// reads the nib reference from a keyed coder as UIKit reads it from an archive.
    @MainActor
    @Suite("Model: generic creation")
    struct GenericCreationTests {
        private final class PlainSubclass: UIViewController {}
        private final class NavigationSubclass: UINavigationController {}
        private final class TabBarSubclass: UITabBarController {}
        private final class SplitSubclass: UISplitViewController {}

        /// Creates through the metatype, as RouteComposer's factories do headlessly.
        private func make<VC: UIViewController>(_ type: VC.Type, _ values: [String: Any]) -> VC? {
            VC(coder: KeyedTestCoder(values))
        }

        @Test("A metatype creates the subclass through init?(coder:), with the nib name and bundle of the coder")
        func metatypeCreatesSubclass() async throws {
            let plain = try #require(make(PlainSubclass.self, ["UINibName": "Scene", "UINibBundle": Bundle.main]))

            #expect(type(of: plain) == PlainSubclass.self)
            #expect(plain.nibName == "Scene")
            #expect(plain.nibBundle === Bundle.main)
        }

        @Test("Missing keys, values of other types and unknown bundle identifiers leave the controller without a nib")
        func missingOrMistypedKeysMeanNoNib() async throws {
            let empty = try #require(make(PlainSubclass.self, [:]))
            let mistyped = try #require(make(PlainSubclass.self, ["UINibName": 7, "UINibBundle": "not a bundle"]))
            let unknownBundle = try #require(make(PlainSubclass.self, ["UINibBundleIdentifier": "com.example.missing"]))

            #expect(empty.nibName == nil && empty.nibBundle == nil)
            #expect(mistyped.nibName == nil && mistyped.nibBundle == nil)
            #expect(unknownBundle.nibBundle == nil)
        }

        @Test("A coder that is not keyed is not read: the controller has no nib")
        func unkeyedCoderIsNotRead() async throws {
            let controller = try #require(UIViewController(coder: NSCoder()))
            #expect(controller.nibName == nil)
            #expect(controller.nibBundle == nil)
        }

        @Test("A keyed archive carrying UIKit's UINibName key gives the controller that nib name")
        func keyedArchiveNibName() async throws {
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode("Checkout", forKey: "UINibName")
            archiver.finishEncoding()
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
            unarchiver.requiresSecureCoding = false

            let controller = try #require(PlainSubclass(coder: unarchiver))
            #expect(controller.nibName == "Checkout")
        }

        @Test("Container subclasses created through their metatypes are set up as their classes' initialisers set them up")
        func metatypeCreatesContainerSubclasses() async throws {
            let navigation = try #require(make(NavigationSubclass.self, ["UINibName": "Navigation"]))
            let tabBar = try #require(make(TabBarSubclass.self, ["UINibName": "Tabs"]))
            let split = try #require(make(SplitSubclass.self, [:]))

            #expect(navigation.definesPresentationContext)
            #expect(navigation.viewControllers.isEmpty)
            #expect(navigation.nibName == "Navigation")
            #expect(tabBar.definesPresentationContext)
            #expect(tabBar.viewControllers == nil)
            #expect(tabBar.nibName == "Tabs")
            #expect(split.style == .unspecified)
        }

        @Test("init(nibName:bundle:) stays the designated initialiser that direct calls use")
        func nibInitialiserDirectly() async {
            let controller = PlainSubclass(nibName: "Direct", bundle: Bundle.main)
            let navigation = NavigationSubclass(nibName: "Direct", bundle: nil)

            #expect(controller.nibName == "Direct")
            #expect(controller.nibBundle === Bundle.main)
            #expect(navigation.definesPresentationContext)
        }
    }
}
