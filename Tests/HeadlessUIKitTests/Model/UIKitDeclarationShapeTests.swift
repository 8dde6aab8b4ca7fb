import Foundation
import Testing
import HeadlessTestSupport
import HeadlessUIKit

/// A split view controller's delegate written as on iOS, where the protocol does not refine
/// `NSObjectProtocol`: a plain Swift class. It must compile against the model unchanged.
@MainActor
final class PlainSplitDelegate: UISplitViewControllerDelegate {
    var collapsed = 0
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsed += 1 }
}

/// A bar button item subclass written as on iOS: `init(coder:)` is required there, so a subclass
/// with its own designated initialiser writes it, and the model must accept (and need) it.
final class ShareBarButtonItem: UIBarButtonItem {
    let payload: String
    init(payload: String) {
        self.payload = payload
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A container that gives its children half its width, as `UIContentContainer` lets it.
final class HalvingContainer: UIViewController {
    var reportedChildren: [UIViewController] = []
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        if let child = container as? UIViewController { reportedChildren.append(child) }
    }
}

/// Records the size it was told about.
final class SizeRecorder: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Model: declarations shaped as UIKit's")
    struct UIKitDeclarationShapeTests {
        @Test("A plain Swift class is a split view controller's delegate, as on iOS, and is consulted")
        func plainSwiftSplitDelegate() async {
            let split = UISplitViewController(style: .doubleColumn)
            let delegate = PlainSplitDelegate()
            split.delegate = delegate
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(split.delegate === delegate)
            #expect(delegate.collapsed == 1)
        }

        @Test("Bar items, navigation items and trait collections have UIKit's required init(coder:)")
        func requiredCoderInitialisers() throws {
            let archive = NSKeyedArchiver(requiringSecureCoding: false)
            archive.finishEncoding()
            let coder = try NSKeyedUnarchiver(forReadingFrom: archive.encodedData)
            coder.requiresSecureCoding = false

            let item = try #require(UIBarButtonItem(coder: coder))
            #expect(item.title == nil)
            #expect(item.style == .plain)
            #expect(UITabBarItem(coder: coder)?.badgeValue == nil)
            #expect(UINavigationItem(coder: coder)?.title == nil)
            #expect(UITraitCollection(coder: coder)?.horizontalSizeClass == .unspecified)
            #expect(ShareBarButtonItem(payload: "p").payload == "p")
        }

        @Test("A bar button item keeps UIKit's title, style, target and action; a navigation item starts untitled")
        func barButtonItemInitialiser() {
            let target = UIViewController()
            let item = UIBarButtonItem(title: "Done", style: .done, target: target, action: nil)

            #expect(item.title == "Done")
            #expect(item.style == .done)
            #expect(item.target === target)
            #expect(item.action == nil)
            #expect(UINavigationItem().title == nil)
            #expect(UINavigationItem(title: "T").title == "T")
        }

        @Test("A size transition reaches every child with the size its container gives it")
        func viewWillTransitionForwardsToChildren() async throws {
            let container = HalvingContainer()
            let first = SizeRecorder()
            let nested = SizeRecorder()
            container.addChild(first)
            first.didMove(toParent: container)
            first.addChild(nested)
            nested.didMove(toParent: first)
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            navigation.pushViewController(UIViewController(), animated: true)
            let coordinator = try #require(navigation.transitionCoordinator)

            container.viewWillTransition(to: CGSize(width: 400, height: 300), with: coordinator)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(first.sizes == [CGSize(width: 200, height: 300)])
            #expect(nested.sizes == [CGSize(width: 200, height: 300)], "a plain controller gives its child its own size")
        }

        @Test("A changed preferred content size is reported to the parent, an unchanged one is not")
        func preferredContentSizeReachesTheParent() {
            let container = HalvingContainer()
            let child = UIViewController()
            container.addChild(child)
            child.didMove(toParent: container)

            child.preferredContentSize = CGSize(width: 320, height: 200)
            child.preferredContentSize = CGSize(width: 320, height: 200)

            #expect(container.reportedChildren.count == 1)
            #expect(container.reportedChildren.first === child)
        }

        @Test("Views convert points and rectangles through their frames and a scroll view's offset")
        func coordinateConversion() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
            let inner = UIView(frame: CGRect(x: 5, y: 50, width: 100, height: 100))
            let sibling = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            root.addSubview(scroll)
            scroll.addSubview(inner)
            root.addSubview(sibling)
            scroll.contentOffset = CGPoint(x: 0, y: 40)

            #expect(inner.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 32))
            #expect(root.convert(CGPoint(x: 16, y: 32), to: inner) == CGPoint(x: 1, y: 2))
            #expect(inner.convert(CGPoint.zero, to: sibling) == CGPoint(x: -85, y: -70))
            #expect(inner.convert(CGPoint(x: -85, y: -70), from: sibling) == .zero)
            #expect(sibling.convert(CGPoint.zero, from: inner) == CGPoint(x: -85, y: -70))
            #expect(
                inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
                    == CGRect(x: 15, y: 30, width: 10, height: 10))
            #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
        }

        @Test("Text fields are controls and table and collection views scroll views, as in UIKit")
        func superclassesAreUIKits() {
            let field: UIControl = UITextField()
            let table: UIScrollView = UITableView(frame: .zero, style: .plain)
            #expect(field.isEnabled)
            #expect(table.contentOffset == .zero)
        }
    }
}
