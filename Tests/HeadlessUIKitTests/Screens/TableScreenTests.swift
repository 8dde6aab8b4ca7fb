import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Screens: table view controllers, their data source and cells")
    struct TableScreenTests {
        @Test("The controller is its table view's data source and delegate, and a first read asks for counts")
        func firstReadAsksForCounts() {
            let screen = CitiesScreen()
            let tableView: UITableView = screen.tableView

            #expect(tableView.dataSource === screen)
            #expect(tableView.delegate === screen)
            #expect(screen.asked.isEmpty)
            #expect(tableView.numberOfSections == 2)
            #expect(screen.asked == ["sections", "rows 0", "rows 1"])
            #expect(tableView.numberOfRows(inSection: 0) == 2)
            #expect(tableView.numberOfRows(inSection: 1) == 1)
            #expect(tableView.numberOfRows(inSection: 2) == 0)
            #expect(tableView.numberOfRows(inSection: -1) == 0)
            #expect(screen.asked == ["sections", "rows 0", "rows 1"])
        }

        @Test("reloadData asks again at once and never asks for a cell")
        func reloadAsksAgain() {
            let screen = CitiesScreen()
            _ = screen.tableView.numberOfSections
            screen.cities = [["Rome"]]
            screen.asked.removeAll()

            screen.tableView.reloadData()

            #expect(screen.asked == ["sections", "rows 0"])
            #expect(screen.tableView.numberOfSections == 1)
            #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
        }

        @Test("A table view shown in a window asks for its counts in its first layout")
        func layoutAsksForCounts() async {
            let screen = CitiesScreen()
            await HeadlessRuntime.shared.showInFreshWindow(UINavigationController(rootViewController: screen))

            #expect(screen.asked == ["sections", "rows 0", "rows 1"])
        }

        @Test("A table view without a data source has no sections")
        func noDataSource() {
            let tableView = UITableView(frame: .zero, style: .plain)

            #expect(tableView.numberOfSections == 0)
            #expect(tableView.numberOfRows(inSection: 0) == 0)
        }

        @Test("A plain UITableViewController has one section and no rows, as in UIKit")
        func plainControllerDefaults() {
            let controller = UITableViewController(style: .grouped)

            #expect(controller.tableView.style == .grouped)
            #expect(controller.tableView.numberOfSections == 1)
            #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
            #expect(controller.tableView(controller.tableView, titleForHeaderInSection: 0) == nil)
        }

        @Test("A registered cell class is dequeued with its reuse identifier; an unregistered identifier gives nil")
        func dequeuesRegisteredCells() throws {
            let screen = CitiesScreen()
            screen.loadViewIfNeeded()

            let cell = try #require(screen.tableView.dequeueReusableCell(withIdentifier: "CityCell"))
            #expect(cell is CityCell)
            #expect(cell.reuseIdentifier == "CityCell")
            #expect(cell.contentView.superview === cell)
            #expect(screen.tableView.dequeueReusableCell(withIdentifier: "Other") == nil)

            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
            let plain = try #require(screen.tableView.dequeueReusableCell(withIdentifier: "Plain"))
            #expect(type(of: plain) == UITableViewCell.self)
            #expect(plain.reuseIdentifier == "Plain")
        }

        @Test("A screen's own cellForRowAt dequeues and fills a cell")
        func cellForRowAtWorks() {
            let screen = CitiesScreen()
            screen.loadViewIfNeeded()

            let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: 1, section: 0))

            #expect(cell.textLabel?.text == "Lyon")
            #expect(cell is CityCell)
        }

        @Test("Dequeuing for an index path with nothing registered raises UIKit's exception")
        func dequeueForIndexPathWithoutRegistration() async {
            await HeadlessRuntime.shared.reset()
            HeadlessRuntime.shared.exceptionPolicy = .record
            let tableView = UITableView(frame: .zero, style: .plain)

            let cell = tableView.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))

            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.dequeueWithoutRegistration])
            #expect(HeadlessRuntime.shared.exceptions.first?.name == "NSInternalInconsistencyException")
            #expect(cell.reuseIdentifier == "Missing")
        }

        @Test("Selecting a row in code records it and tells no delegate, as in UIKit")
        func selectionInCode() {
            let screen = CitiesScreen()
            let path = IndexPath(row: 1, section: 0)

            screen.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            #expect(screen.tableView.indexPathForSelectedRow == path)
            #expect(screen.selected.isEmpty)
            screen.tableView.deselectRow(at: path, animated: false)
            #expect(screen.tableView.indexPathForSelectedRow == nil)
        }

        @Test("IndexPath has UIKit's row, section and item")
        func indexPathMembers() {
            var path = IndexPath(row: 3, section: 2)

            #expect(path.row == 3)
            #expect(path.section == 2)
            #expect(path.item == 3)
            #expect(path == IndexPath(item: 3, section: 2))
            path.row = 4
            #expect(Array(path) == [2, 4])
        }
    }
}
