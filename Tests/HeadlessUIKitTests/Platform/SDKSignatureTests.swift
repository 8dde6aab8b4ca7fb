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

/// A custom animator as iOS code writes one: it reads the frames and the views from the context.
private final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let arriving = transitionContext.viewController(forKey: .to) else { return }
        let start = transitionContext.initialFrame(for: arriving)
        transitionContext.view(forKey: .to)?.frame = transitionContext.finalFrame(for: arriving)
        transitionContext.updateInteractiveTransition(start == .zero ? 1 : 0.5)
        if transitionContext.transitionWasCancelled {
            transitionContext.cancelInteractiveTransition()
        } else {
            transitionContext.finishInteractiveTransition()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// A context for driving an animator by hand, as an iOS unit test of an animator writes one; it
/// must implement every requirement UIKit's protocol has.
private final class RecordingTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView = UIView()
    let arriving = UIViewController()
    let isAnimated = true
    let isInteractive = false
    let transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.fullScreen
    let targetTransform = CGAffineTransform.identity
    private(set) var events: [String] = []

    func updateInteractiveTransition(_ percentComplete: CGFloat) { events.append("update \(percentComplete)") }
    func finishInteractiveTransition() { events.append("finish") }
    func cancelInteractiveTransition() { events.append("cancel") }
    func pauseInteractiveTransition() { events.append("pause") }
    func completeTransition(_ didComplete: Bool) { events.append("complete \(didComplete)") }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .to ? arriving : nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? arriving.view : nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { CGRect(x: 0, y: 0, width: 320, height: 480) }
}

/// Counts the animations started through it; UIKit's class-level animation methods are overridable.
private final class CountingAnimationView: UIView {
    static var startedAnimations = 0

    override class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        startedAnimations += 1
        super.animate(withDuration: duration, animations: animations, completion: completion)
    }
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

        @Test("Every view is a trait environment with its window's traits, as in UIKit")
        func viewsAreTraitEnvironments() async throws {
            let runtime = HeadlessRuntime.shared
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let window = try #require(root.view.window)
            runtime.setHorizontalSizeClass(.compact, for: window)
            let subview = UIView()
            root.view.addSubview(subview)
            let environment: any UITraitEnvironment = subview

            #expect(environment.traitCollection.horizontalSizeClass == .compact)
            #expect(window.traitCollection.horizontalSizeClass == .compact)
            #expect(UIView().traitCollection.horizontalSizeClass == runtime.defaultHorizontalSizeClass)
        }

        @Test("A view subclass can override the class-level animation methods, as on iOS")
        func animationMethodsAreOverridable() async {
            var finished = false
            let before = CountingAnimationView.startedAnimations

            CountingAnimationView.animate(withDuration: 0, animations: {}, completion: { finished = $0 })
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(CountingAnimationView.startedAnimations == before + 1)
            #expect(finished)
        }

        @Test("A transition context has UIKit's requirements, so an animator written for iOS compiles and runs")
        func contextTransitioningHasUIKitsRequirements() {
            let context = RecordingTransitionContext()

            SlideInAnimator().animateTransition(using: context)

            #expect(context.arriving.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            #expect(context.events == ["update 1.0", "finish", "complete true"])
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
            controller.canPerformAction(Selector(("showDetailViewController:sender:")), withSender: nil)
            (controller as UIResponder).canPerformAction(Selector(("copy:")), withSender: nil)
            controller.targetViewController(forAction: Selector(("showViewController:sender:")), sender: nil)
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
