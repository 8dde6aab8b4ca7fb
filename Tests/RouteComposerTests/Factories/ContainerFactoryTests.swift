import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Container factories and ChildCoordinator")
    struct ContainerFactoryTests {
        private final class NavigationDelegate: NSObject, UINavigationControllerDelegate {}
        private final class TabBarDelegate: NSObject, UITabBarControllerDelegate {}
        private final class SplitDelegate: NSObject, UISplitViewControllerDelegate {}

        /// A coordinator whose children append the given controllers.
        private func coordinator(appending controllers: [UIViewController]) -> ChildCoordinator {
            ChildCoordinator(
                children: controllers.map { controller in
                    ChildIntegration { $0.append(controller) }
                })
        }

        @Test("ChildCoordinator builds its children in order, starting from the existing ones")
        func childCoordinatorBuildsInOrder() async throws {
            let existing = UIViewController()
            let first = UIViewController()
            let second = UIViewController()
            let replacing = ChildCoordinator(children: [
                ChildIntegration { $0.append(first) },
                ChildIntegration { $0.insert(second, at: 0) },
            ])

            #expect(!replacing.isEmpty)
            #expect(ChildCoordinator(children: []).isEmpty)
            #expect(try replacing.build(integrating: [existing]) == [second, existing, first])
        }

        @Test("ChildCoordinator stops at the first child that throws")
        func childCoordinatorStopsAtFirstError() async {
            var reachedThird = false
            let coordinator = ChildCoordinator(children: [
                ChildIntegration { $0.append(UIViewController()) },
                ChildIntegration { _ in throw ProbeError(name: "child") },
                ChildIntegration { _ in reachedThird = true },
            ])
            #expect(throws: ProbeError(name: "child")) { _ = try coordinator.build() }
            #expect(!reachedThird)
        }

        @Test("NavigationControllerFactory builds its subclass with the children, sets the delegate, then configures")
        func navigationFactoryBuildsWithChildren() async throws {
            let delegate = NavigationDelegate()
            var stackSeenByConfiguration: [UIViewController] = []
            let factory = NavigationControllerFactory<ProbeNavigationController, Any?>(delegate: delegate) {
                stackSeenByConfiguration = $0.viewControllers
            }
            let first = UIViewController()
            let second = UIViewController()

            let navigation = try factory.build(with: nil, integrating: coordinator(appending: [first, second]))

            #expect(type(of: navigation) == ProbeNavigationController.self)
            #expect(navigation.viewControllers == [first, second])
            #expect(stackSeenByConfiguration == [first, second])
            #expect(navigation.delegate === delegate)
        }

        @Test("NavigationControllerFactory without children builds an empty navigation controller")
        func navigationFactoryWithoutChildren() async throws {
            let navigation = try NavigationControllerFactory<UINavigationController, Any?>().build()
            #expect(navigation.viewControllers.isEmpty)
            #expect(navigation.delegate == nil)
        }

        @Test("The container factories hold their delegates weakly")
        func delegatesAreHeldWeakly() async {
            var navigationDelegate: NavigationDelegate? = NavigationDelegate()
            var tabBarDelegate: TabBarDelegate? = TabBarDelegate()
            var splitDelegate: SplitDelegate? = SplitDelegate()
            let navigationFactory = NavigationControllerFactory<UINavigationController, Any?>(delegate: navigationDelegate)
            let tabBarFactory = TabBarControllerFactory<UITabBarController, Any?>(delegate: tabBarDelegate)
            let splitFactory = SplitControllerFactory<UISplitViewController, Any?>(delegate: splitDelegate)
            #expect(navigationFactory.delegate != nil && tabBarFactory.delegate != nil && splitFactory.delegate != nil)

            navigationDelegate = nil
            tabBarDelegate = nil
            splitDelegate = nil

            #expect(navigationFactory.delegate == nil)
            #expect(tabBarFactory.delegate == nil)
            #expect(splitFactory.delegate == nil)
        }

        @Test("TabBarControllerFactory builds its subclass with the tabs, sets the delegate, then configures")
        func tabBarFactoryBuildsWithTabs() async throws {
            let delegate = TabBarDelegate()
            var tabsSeenByConfiguration: [UIViewController]?
            let factory = TabBarControllerFactory<ProbeTabBarController, Void>(delegate: delegate) {
                tabsSeenByConfiguration = $0.viewControllers
            }
            let first = UIViewController()
            let second = UIViewController()

            let tabBar = try factory.build(with: (), integrating: coordinator(appending: [first, second]))

            #expect(type(of: tabBar) == ProbeTabBarController.self)
            #expect(tabBar.viewControllers == [first, second])
            #expect(tabsSeenByConfiguration == [first, second])
            #expect(tabBar.delegate === delegate)
            #expect(try TabBarControllerFactory<UITabBarController, Void>().build().viewControllers ?? [] == [])
        }

        @Test("SplitControllerFactory applies only the settings it is given, then configures with the columns in place")
        func splitFactoryAppliesSettings() async throws {
            let primary = UIViewController()
            let secondary = UIViewController()
            var columnsSeenByConfiguration: [UIViewController] = []
            let factory = SplitControllerFactory<ProbeSplitViewController, Any?>(
                presentsWithGesture: false,
                preferredDisplayMode: .oneOverSecondary
            ) {
                columnsSeenByConfiguration = $0.viewControllers
            }

            let split = try factory.build(with: nil, integrating: coordinator(appending: [primary, secondary]))

            #expect(type(of: split) == ProbeSplitViewController.self)
            #expect(split.viewControllers == [primary, secondary])
            #expect(columnsSeenByConfiguration == [primary, secondary])
            #expect(split.presentsWithGesture == false)
            #expect(split.preferredDisplayMode == .oneOverSecondary)

            let plain = try SplitControllerFactory<UISplitViewController, Any?>().build()
            #expect(plain.presentsWithGesture == true)
            #expect(plain.preferredDisplayMode == .automatic)
            #expect(plain.viewControllers.isEmpty)
        }

        @Test("A SimpleContainerFactory receives its children already built, in order")
        func simpleContainerFactoryReceivesBuiltChildren() async throws {
            struct TabsFactory: SimpleContainerFactory {
                typealias ViewController = UITabBarController
                typealias Context = Int
                func build(with context: Int, integrating viewControllers: [UIViewController]) throws -> UITabBarController {
                    let tabBar = UITabBarController()
                    tabBar.viewControllers = viewControllers
                    tabBar.title = "\(context)"
                    return tabBar
                }
            }
            let first = UIViewController()
            let second = UIViewController()

            let tabBar = try TabsFactory().build(with: 3, integrating: coordinator(appending: [first, second]))

            #expect(tabBar.viewControllers == [first, second])
            #expect(tabBar.title == "3")
        }

        @Test("execute prepares a copy of the container factory before building")
        func executePreparesACopy() async throws {
            struct PreparingFactory: ContainerFactory {
                typealias ViewController = UINavigationController
                typealias Context = String
                var preparedTitle: String?
                mutating func prepare(with context: String) throws {
                    guard !context.isEmpty else { throw ProbeError(name: "empty") }
                    preparedTitle = context
                }
                func build(with context: String, integrating coordinator: ChildCoordinator) throws -> UINavigationController {
                    let navigation = UINavigationController()
                    navigation.title = preparedTitle
                    return navigation
                }
            }
            let factory = PreparingFactory()

            #expect(try factory.execute(with: "ready").title == "ready")
            #expect(factory.preparedTitle == nil)
            #expect(throws: ProbeError(name: "empty")) { _ = try factory.execute(with: "") }
        }
    }
}
