import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// UITableViewController and UICollectionViewController: the view they load is their table or
    /// collection view, with the style or layout given at creation.
    @MainActor
    @Suite("Table and collection view controllers")
    struct ListControllerTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test(
            "A table view controller's view is a table view in the style given at creation, loaded on first use",
            arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
        func tableViewIsTheView(style: UITableView.Style) async throws {
            let controller = UITableViewController(style: style)
            #expect(!controller.isViewLoaded)

            let table = try #require(controller.tableView)

            #expect(controller.isViewLoaded)
            #expect(controller.view === table)
            #expect(table.style == style)
            #expect(controller.clearsSelectionOnViewWillAppear)
        }

        @Test("Table view controllers and table views made without a style are plain")
        func defaultTableStyle() async {
            #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
            #expect(UITableViewController().tableView.style == .plain)
            #expect(UITableView(frame: .zero).style == .plain)
            #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
            #expect([UITableView.Style.plain, .grouped, .insetGrouped].map(\.rawValue) == [0, 1, 2])
        }

        @Test("Setting tableView replaces the controller's view")
        func settingTableView() async {
            let controller = UITableViewController(style: .plain)
            let replacement = UITableView(frame: .zero, style: .grouped)
            controller.tableView = replacement
            #expect(controller.view === replacement)
            #expect(controller.tableView.style == .grouped)
        }

        @Test("A collection view controller's view is a collection view that owns the layout given at creation")
        func collectionViewIsTheView() async throws {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let controller = UICollectionViewController(collectionViewLayout: layout)
            #expect(controller.collectionViewLayout === layout)
            #expect(!controller.isViewLoaded)
            #expect(layout.collectionView == nil)

            let collection = try #require(controller.collectionView)

            #expect(controller.view === collection)
            #expect(collection.collectionViewLayout === layout)
            #expect(layout.collectionView === collection)
            #expect(controller.collectionViewLayout === layout)
            #expect(layout.itemSize == CGSize(width: 50, height: 50))
            #expect(layout.minimumLineSpacing == 10)
        }

        @Test("Replacing a collection view's layout moves the back reference")
        func replacingLayout() async {
            let first = UICollectionViewFlowLayout()
            let second = UICollectionViewLayout()
            let collection = UICollectionView(frame: .zero, collectionViewLayout: first)

            collection.setCollectionViewLayout(second, animated: true)

            #expect(collection.collectionViewLayout === second)
            #expect(second.collectionView === collection)
            #expect(first.collectionView == nil)
        }

        @Test("Loading a collection view controller made without a layout raises UIKit's exception")
        func collectionControllerWithoutLayoutRaises() async throws {
            runtime.exceptionPolicy = .record
            let controller = UICollectionViewController()

            controller.loadViewIfNeeded()

            let error = try #require(runtime.exceptions.first)
            #expect(runtime.exceptions.count == 1)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "UICollectionView must be initialized with a non-nil layout parameter")
            #expect(error.kind == .collectionViewWithoutLayout)
            #expect(controller.collectionView == nil)
        }

        @Test("Table and collection view controllers push and appear like any controller")
        func pushedListAppears() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let window = await runtime.showInFreshWindow(navigation)
            let table = UITableViewController(style: .grouped)
            let collection = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())

            navigation.pushViewController(table, animated: true)
            await runtime.waitUntilIdle()
            #expect(table.tableView.window === window)
            #expect(table.navigationController === navigation)

            navigation.pushViewController(collection, animated: false)
            await runtime.waitUntilIdle()
            #expect(collection.collectionView.window === window)
            #expect(table.viewIfLoaded?.window == nil)
            #expect(navigation.viewControllers == [root, table, collection])
        }
    }
}
