import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §4 rules 1, 5 and 6 for the column-style split view controller.
    @MainActor
    @Suite("Split view: column style")
    struct SplitColumnTests {
        @Test("setViewController wraps a plain controller in a navigation controller")
        func setViewControllerWrapsPlainControllers() async throws {
            let split = UISplitViewController(style: .doubleColumn)
            let master = UIViewController()
            let detail = UIViewController()

            split.setViewController(master, for: .primary)
            split.setViewController(detail, for: .secondary)

            #expect(split.viewController(for: .primary) === master)
            #expect(split.viewController(for: .secondary) === detail)
            let primaryWrapper = try #require(master.navigationController)
            let secondaryWrapper = try #require(detail.navigationController)
            #expect(primaryWrapper !== secondaryWrapper)
            #expect(primaryWrapper.viewControllers == [master])
            #expect(split.viewControllers == [primaryWrapper, secondaryWrapper])
            #expect(primaryWrapper.parent === split)
            #expect(master.splitViewController === split)
        }

        @Test("A navigation controller set for a column is used as is")
        func navigationControllerIsNotWrapped() async {
            let split = UISplitViewController(style: .doubleColumn)
            let navigation = UINavigationController(rootViewController: UIViewController())

            split.setViewController(navigation, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)

            #expect(split.viewController(for: .primary) === navigation)
            #expect(split.viewControllers.first === navigation)
            #expect(navigation.parent === split)
            #expect(navigation.navigationController == nil)
        }

        @Test("A triple-column split reports three view controllers in column order")
        func tripleColumnReportsThreeControllers() async throws {
            let split = UISplitViewController(style: .tripleColumn)
            let master = UIViewController()
            let middle = UIViewController()
            let detail = UIViewController()

            split.setViewController(detail, for: .secondary)
            split.setViewController(master, for: .primary)
            split.setViewController(middle, for: .supplementary)

            let wrappers = try [master, middle, detail].map { try #require($0.navigationController) }
            #expect(split.viewControllers == wrappers)
        }

        @Test("Collapsed, the compact column's controller is the one view controller")
        func collapsedShowsTheCompactColumn() async {
            let split = UISplitViewController(style: .doubleColumn)
            let compact = UIViewController()
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            split.setViewController(compact, for: .compact)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(split.isCollapsed)
            #expect(split.viewControllers == [compact])
            #expect(split.viewController(for: .compact) === compact)
        }

        @Test("Collapsed without a compact column, the primary's navigation controller is the one view controller")
        func collapsedWithoutCompactColumnShowsThePrimary() async throws {
            let split = UISplitViewController(style: .doubleColumn)
            let master = UIViewController()
            split.setViewController(master, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let primaryWrapper = try #require(master.navigationController)

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(split.isCollapsed)
            #expect(split.viewControllers == [primaryWrapper])
        }

        @Test("Expanding a column-style split reports both columns again")
        func expandingRestoresTheColumns() async throws {
            let split = UISplitViewController(style: .doubleColumn)
            let master = UIViewController()
            let detail = UIViewController()
            split.setViewController(master, for: .primary)
            split.setViewController(detail, for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let expanded = split.viewControllers
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            HeadlessRuntime.shared.setHorizontalSizeClass(.regular, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(!split.isCollapsed)
            #expect(split.viewControllers == expanded)
            #expect(split.viewController(for: .secondary) === detail)
            let primaryWrapper = try #require(master.navigationController)
            #expect(primaryWrapper.viewControllers == [master])
        }

        @Test("Column style calls didCollapse/didExpand and never the classic collapseSecondary hook")
        func columnStyleUsesColumnDelegateHooks() async {
            let delegate = SplitDelegateRecorder()
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = delegate
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()
            HeadlessRuntime.shared.setHorizontalSizeClass(.regular, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(delegate.calls.filter { $0 == "didCollapse" || $0 == "didExpand" } == ["didCollapse", "didExpand"])
            #expect(!delegate.calls.contains("collapseSecondary"))
        }

        @Test("showDetailTargetDidChangeNotification is posted when a column-style split collapses and expands")
        func columnStylePostsTheNotification() async {
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController(), for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let recorder = ContainerNotificationRecorder(name: UIViewController.showDetailTargetDidChangeNotification)
            defer { recorder.stop() }

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()
            HeadlessRuntime.shared.setHorizontalSizeClass(.regular, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(recorder.count(for: split) == 2)
        }
    }
}
