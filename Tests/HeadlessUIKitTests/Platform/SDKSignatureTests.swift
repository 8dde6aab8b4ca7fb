import Foundation
import Testing
import HeadlessTestSupport
import HeadlessUIKit

// Code in this file is written as iOS code may be written against UIKit's Swift interface. Most
// checks are made by the compiler: an override of a read-only property, a call whose result is
// dropped, a value typed as `NSObject`. If the model spelled one of these differently from the
// iOS SDK, the test target would fail to build (warnings are errors in CI).

/// Supplies its own navigation item, as UIKit's documentation suggests overriding the property.
private final class OwnNavigationItemController: UIViewController {
    let ownItem = UINavigationItem(title: "Own")

    override var navigationItem: UINavigationItem { ownItem }
}

/// Reports a style of its own; UIKit declares `style` as an overridable read-only property.
private final class ReportedStyleSplitViewController: UISplitViewController {
    override var style: UISplitViewController.Style { .tripleColumn }
}

/// A trait collection that always reports compact widths; UIKit's traits are read-only properties.
private final class AlwaysCompactTraitCollection: UITraitCollection, @unchecked Sendable {
    override var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
}

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Platform: declarations spelled as the iOS SDK spells them")
    struct SDKSignatureTests {
        @Test("navigationItem is read-only and overridable; the default item is made once")
        func navigationItemIsReadOnly() {
            let controller = UIViewController()
            #expect(controller.navigationItem === controller.navigationItem)

            let custom = OwnNavigationItemController()
            #expect(custom.navigationItem === custom.ownItem)
            #expect(custom.navigationItem.title == "Own")
        }

        @Test("A split view controller's style is an overridable read-only property")
        func splitStyleIsOverridable() {
            #expect(UISplitViewController(style: .doubleColumn).style == .doubleColumn)
            #expect(UISplitViewController(nibName: nil, bundle: nil).style == .unspecified)
            let split: UISplitViewController = ReportedStyleSplitViewController(nibName: nil, bundle: nil)
            #expect(split.style == .tripleColumn)
        }

        @Test("A trait collection's traits are overridable read-only properties")
        func traitsAreOverridable() {
            let traits: UITraitCollection = AlwaysCompactTraitCollection(horizontalSizeClass: .regular)
            #expect(traits.horizontalSizeClass == .compact)
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.verticalSizeClass == .regular)
        }

        @Test("Sheet detents are NSObjects made by class methods, each naming its identifier")
        func detentsAreNSObjects() {
            let medium = UISheetPresentationController.Detent.medium()
            let large = UISheetPresentationController.Detent.large()
            let objects: [NSObject] = [medium, large]

            #expect(objects.count == 2)
            #expect(medium.identifier == .medium)
            #expect(large.identifier == .large)
            #expect(medium.identifier.rawValue == "com.apple.UIKit.medium")
            #expect(medium.isEqual(medium))
        }

        @Test("A presentation controller is an NSObject outside the responder chain, printed as UIKit's messages print it")
        func presentationControllerIsNotAResponder() throws {
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            let controller = try #require(presented.presentationController)
            let object: NSObject = controller
            let address = String(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque()), radix: 16)

            #expect(!object.isKind(of: UIResponder.self))
            #expect(controller.description == "<HeadlessUIKit.UIPresentationController: 0x\(address)>")
            #expect(controller.debugDescription == controller.description)
        }

        @Test("CATransaction is an NSObject, as QuartzCore's is")
        func transactionIsAnNSObject() {
            let type: NSObject.Type = CATransaction.self
            #expect(type == CATransaction.self)
        }

        @Test("Results of methods imported from Objective-C may be dropped without a warning")
        func importedResultsAreDiscardable() {
            let controller = UIViewController()
            let view = UIView()
            let split = UISplitViewController(style: .doubleColumn)
            let traits = UITraitCollection(horizontalSizeClass: .compact)
            UIStoryboard.register(name: "SDKSignatures", initialViewController: "home", scenes: ["home": { UIViewController() }])
            let storyboard = UIStoryboard(name: "SDKSignatures", bundle: nil)

            // Each statement drops a result; a missing `@discardableResult` fails the build.
            controller.canPerformAction(Selector("showDetailViewController:sender:"), withSender: nil)
            (controller as UIResponder).canPerformAction(Selector("copy:"), withSender: nil)
            controller.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil)
            view.isDescendant(of: view)
            split.viewController(for: .primary)
            storyboard.instantiateInitialViewController()
            storyboard.instantiateViewController(withIdentifier: "home")
            controller.presentationController?.adaptivePresentationStyle(for: traits)
            UISheetPresentationController.Detent.medium()
            CATransaction.disableActions()
            CATransaction.animationDuration()
            CATransaction.completionBlock()

            #expect(split.viewController(for: .primary) == nil)
        }
    }
}
