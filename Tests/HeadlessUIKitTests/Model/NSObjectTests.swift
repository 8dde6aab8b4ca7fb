import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

/// A view subclass declared in the test module, for description checks.
@MainActor
final class NSObjectProbeView: UIView {}

extension HeadlessUIKitTests {
    /// UIKit's classes are NSObjects: what `NSObject` gives them, on controllers, windows and views.
    @MainActor
    @Suite("Model: UIKit objects are NSObjects")
    struct NSObjectTests {
        private func address(of object: AnyObject) -> String {
            "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        }

        @Test("Controllers, windows and views are NSObjects, found by Foundation's collections through isEqual(_:)")
        func objectsAreNSObjects() async {
            let objects: [NSObject] = [
                UIViewController(), UINavigationController(), UIWindow(frame: .zero), UIView(),
                UIAlertAction(title: "OK", style: .default), UICollectionViewFlowLayout(),
            ]
            let array = NSArray(array: objects)

            #expect(array.index(of: objects[2]) == 2)
            #expect(array.contains(objects[3]))
            #expect(array.index(of: objects[4]) == 4)
            #expect(!array.contains(UIView()))
            #expect(!array.contains(UIAlertAction(title: "OK", style: .default)))
            #expect(objects[5].isKind(of: UICollectionViewLayout.self))
        }

        @Test("Bar items, navigation items, storyboards and trait collections are NSObjects too, as UIKit's are")
        func supportObjectsAreNSObjects() async {
            UIStoryboard.register(name: "NSObjectProbe", scenes: [:])
            let storyboard = UIStoryboard(name: "NSObjectProbe", bundle: nil)
            // The array's type is the compile-time half of the check.
            let objects: [NSObject] = [
                UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil), UITabBarItem(), UINavigationItem(title: "Title"),
                UITraitCollection(horizontalSizeClass: .compact), storyboard,
            ]
            let array = NSArray(array: objects)

            for (index, object) in objects.enumerated() {
                #expect(array.index(of: object) == index)
                #expect(object.isEqual(object))
            }
            #expect(objects[0].isKind(of: UIBarItem.self))
            #expect(objects[1].isKind(of: UIBarItem.self))
            #expect(!objects[1].isKind(of: UIBarButtonItem.self))
            #expect(storyboard.description == "<UIStoryboard: \(address(of: storyboard))>")
        }

        @Test("isKind(of:) is true for the class and its ancestors up to NSObject, false for siblings and subclasses")
        func isKindOf() async {
            let navigation = UINavigationController()
            let window = UIWindow(frame: .zero)
            let view = NSObjectProbeView()

            #expect(navigation.isKind(of: UINavigationController.self))
            #expect(navigation.isKind(of: UIViewController.self))
            #expect(navigation.isKind(of: UIResponder.self))
            #expect(navigation.isKind(of: NSObject.self))
            #expect(!navigation.isKind(of: UITabBarController.self))
            #expect(!UIViewController().isKind(of: UINavigationController.self))
            #expect(window.isKind(of: UIView.self))
            #expect(!window.isKind(of: UIViewController.self))
            #expect(view.isKind(of: UIView.self))
            #expect(!UIView().isKind(of: NSObjectProbeView.self))
        }

        @Test("isMember(of:) is true only for the object's own class")
        func isMemberOf() async {
            let navigation = UINavigationController()
            let window = UIWindow(frame: .zero)
            let view = NSObjectProbeView()

            #expect(navigation.isMember(of: UINavigationController.self))
            #expect(!navigation.isMember(of: UIViewController.self))
            #expect(window.isMember(of: UIWindow.self))
            #expect(!window.isMember(of: UIView.self))
            #expect(view.isMember(of: NSObjectProbeView.self))
            #expect(!view.isMember(of: UIView.self))
        }

        @Test("isEqual(_:) is identity, and == goes through it")
        func isEqualIsIdentity() async {
            let controller = UIViewController()
            let window = UIWindow(frame: .zero)
            let view = UIView()
            let objects: [NSObject] = [controller, window, view]

            for object in objects {
                #expect(object.isEqual(object))
                #expect(!object.isEqual(nil))
                #expect(!object.isEqual("a string"))
            }
            #expect(!controller.isEqual(UIViewController()))
            #expect(!window.isEqual(UIWindow(frame: .zero)))
            #expect(!view.isEqual(UIView()))
            #expect(!view.isEqual(window))
            #expect(controller == controller)
            #expect(view != UIView())
        }

        @Test("hash is stable and agrees with isEqual(_:), so sets and dictionaries deduplicate by identity")
        func hashAgreesWithEquality() async {
            let controller = UIViewController()
            let window = UIWindow(frame: .zero)
            let view = UIView()
            let objects: [NSObject] = [controller, window, view]

            for object in objects {
                #expect(object.hash == object.hash)
                #expect(object.hashValue == object.hashValue)
            }
            let set: Set<NSObject> = [controller, window, view, controller, window, view]
            #expect(set.count == 3)
            #expect(set.contains(window))
            #expect(!set.contains(UIView()))
            let names: [AnyHashable: String] = [controller: "controller", view: "view"]
            #expect(names[controller] == "controller")
            #expect(names[view] == "view")
        }

        @Test("description is <Module.Class: 0xADDRESS> for controllers, windows and views; debugDescription is the same")
        func descriptionFormat() async {
            let controller = UITabBarController()
            let window = UIWindow(frame: .zero)
            let view = NSObjectProbeView()

            #expect(controller.description == "<HeadlessUIKit.UITabBarController: \(address(of: controller))>")
            #expect(window.description == "<HeadlessUIKit.UIWindow: \(address(of: window))>")
            #expect(view.description == "<HeadlessUIKitTests.NSObjectProbeView: \(address(of: view))>")
            for object in [controller, window, view] as [NSObject] {
                #expect(object.debugDescription == object.description)
                #expect(String(describing: object) == object.description)
                #expect(String(reflecting: object) == object.description)
            }
        }
    }
}
