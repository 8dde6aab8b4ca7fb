import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// A locator that serves every UIKit container with one adapter of its own, which records what
/// it is asked and shows nothing, to prove the handler asks a custom locator's adapter even where
/// the built-in adapter would find the child shown.
@MainActor
private final class RecordingLocator: ContainerAdapterLocator {
    private(set) var served: [UIViewController] = []
    private(set) var madeVisible: [UIViewController] = []

    func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter {
        served.append(containerViewController)
        return FixedChildrenAdapter(children: containerViewController.children, visible: []) { self.recordMakeVisible($0) }
    }

    func recordMakeVisible(_ viewController: UIViewController) {
        madeVisible.append(viewController)
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Revealing: what is already shown changes nothing, what is hidden is shown through the adapters")
    struct RevealTests {
        /// A tab bar with two tabs, each a navigation controller; the product is pushed on the second.
        private func tabsWithProduct() -> (UITabBarController, [UINavigationController], UIViewController) {
            let product = ProbeViewController()
            let stacks = [UINavigationController(rootViewController: UIViewController()), UINavigationController(rootViewController: UIViewController())]
            stacks[1].pushViewController(product, animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = stacks
            return (tabs, stacks, product)
        }

        private func reveal(_ controller: UIViewController, handler: DefaultStackPresentationHandler) -> ProbeCompletion {
            let completion = ProbeCompletion()
            handler.makeVisibleInParentContainers(controller, animated: false, completion: completion.handler)
            return completion
        }

        @Test("A controller already shown in every container is revealed at once, with nothing asked of UIKit and nothing logged")
        func alreadyShown() {
            let (tabs, stacks, product) = tabsWithProduct()
            tabs.selectedIndex = 1
            let logger = ProbeLogger()
            let completion = reveal(
                product, handler: DefaultStackPresentationHandler(logger: logger, containerAdapterLocator: DefaultContainerAdapterLocator()))
            #expect(completion.succeeded)
            #expect(logger.messages.isEmpty)
            #expect(tabs.selectedViewController === stacks[1])
            #expect(stacks[1].viewControllers.count == 2)
        }

        @Test("A controller hidden in its containers is revealed through the adapters, from the nearest outwards, as before")
        func hiddenIsRevealed() {
            let (tabs, stacks, product) = tabsWithProduct()
            tabs.selectedIndex = 0
            stacks[1].pushViewController(UIViewController(), animated: false)
            let logger = ProbeLogger()
            let completion = reveal(
                product, handler: DefaultStackPresentationHandler(logger: logger, containerAdapterLocator: DefaultContainerAdapterLocator()))
            #expect(completion.succeeded)
            #expect(tabs.selectedViewController === stacks[1])
            #expect(stacks[1].topViewController === product)
            let infos = logger.messages.compactMap { if case .info(let text) = $0 { text } else { nil } }
            #expect(infos == ["Making \(product) visible in \(stacks[1]).", "Making \(stacks[1]) visible in \(tabs)."])
        }

        @Test("Only the containers where the controller is hidden are changed")
        func partlyShown() {
            let (tabs, stacks, product) = tabsWithProduct()
            tabs.selectedIndex = 0
            let logger = ProbeLogger()
            let completion = reveal(
                product, handler: DefaultStackPresentationHandler(logger: logger, containerAdapterLocator: DefaultContainerAdapterLocator()))
            #expect(completion.succeeded)
            #expect(tabs.selectedViewController === stacks[1])
            #expect(stacks[1].viewControllers.count == 2)
            #expect(logger.messages.count == 1)
        }

        @Test("A custom locator's adapters are asked for every container, even where the built-in adapter would find the controller shown")
        func customLocatorIsAsked() {
            let (tabs, stacks, product) = tabsWithProduct()
            tabs.selectedIndex = 1
            let locator = RecordingLocator()
            let completion = reveal(product, handler: DefaultStackPresentationHandler(logger: nil, containerAdapterLocator: locator))
            #expect(completion.succeeded)
            // The walk up to the containers asks the locator too; the reveal asks it last, nearest first.
            #expect(locator.served.suffix(2).map(ObjectIdentifier.init) == [ObjectIdentifier(stacks[1]), ObjectIdentifier(tabs)])
            #expect(locator.madeVisible.map(ObjectIdentifier.init) == [ObjectIdentifier(product), ObjectIdentifier(stacks[1])])
        }

        @Test("The built-in adapters' answers to isVisible and contains agree with their lists of children")
        func adapterAnswersAgreeWithTheirLists() throws {
            let locator = DefaultContainerAdapterLocator()
            let (tabs, stacks, product) = tabsWithProduct()
            let split = ProbeSplitViewController()
            split.viewControllers = [UIViewController(), UIViewController()]
            let containers: [ContainerViewController] = [tabs, stacks[0], stacks[1], split]
            for selected in 0..<2 {
                tabs.selectedIndex = selected
                for container in containers {
                    let adapter = try locator.getAdapter(for: container)
                    for child in container.children + [product, UIViewController()] {
                        #expect(adapter.isVisible(child) == adapter.visibleViewControllers.contains { $0 === child }, "\(container)")
                        #expect(adapter.contains(child) == adapter.containedViewControllers.contains { $0 === child }, "\(container)")
                    }
                }
            }
            // A container gone: its adapter holds it weakly and answers no to both.
            let root = UIViewController()
            var gone: UINavigationController? = UINavigationController(rootViewController: root)
            let adapter = try locator.getAdapter(for: try #require(gone))
            #expect(adapter.isVisible(root) && adapter.contains(root))
            gone = nil
            #expect(!adapter.isVisible(root))
            #expect(!adapter.contains(root))
        }
    }
}
