import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Screens: status bar, orientations, safe area and the other everyday members")
    struct ScreenMemberTests {
        @Test("A plain controller answers UIKit's documented defaults")
        func plainDefaults() {
            let screen = PlainScreen()

            #expect(screen.preferredStatusBarStyle == .default)
            #expect(screen.prefersStatusBarHidden == false)
            #expect(screen.preferredStatusBarUpdateAnimation == .fade)
            #expect(screen.childForStatusBarStyle == nil)
            #expect(screen.childForStatusBarHidden == nil)
            #expect(screen.modalPresentationCapturesStatusBarAppearance == false)
            #expect(screen.shouldAutorotate)
            #expect(screen.preferredInterfaceOrientationForPresentation == .portrait)
            #expect(screen.additionalSafeAreaInsets == .zero)
            #expect(screen.toolbarItems == nil)
            #expect(screen.restorationIdentifier == nil)
            #expect(screen.hidesBottomBarWhenPushed == false)
            #expect(screen.isEditing == false)
        }

        @Test("Supported orientations default to all on the pad idiom and all but upside down on the phone idiom")
        func orientationDefaultsFollowTheIdiom() async {
            await HeadlessRuntime.shared.reset()
            HeadlessRuntime.shared.defaultHorizontalSizeClass = .regular
            #expect(PlainScreen().traitCollection.userInterfaceIdiom == .pad)
            #expect(PlainScreen().supportedInterfaceOrientations == .all)

            HeadlessRuntime.shared.defaultHorizontalSizeClass = .compact
            #expect(PlainScreen().traitCollection.userInterfaceIdiom == .phone)
            #expect(PlainScreen().supportedInterfaceOrientations == .allButUpsideDown)
            #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
            #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        }

        @Test("A screen's overrides are what it answers")
        func overridesAnswer() {
            let screen = EverydayScreen()

            #expect(screen.preferredStatusBarStyle == .lightContent)
            #expect(screen.prefersStatusBarHidden)
            #expect(screen.supportedInterfaceOrientations == .portrait)
        }

        @Test("Navigation and tab bar controllers do not hand the status bar to a child unless a subclass says so")
        func containersDoNotForwardTheStatusBar() {
            let top = EverydayScreen()
            let navigation = UINavigationController(rootViewController: top)
            let tabs = UITabBarController()
            tabs.viewControllers = [EverydayScreen()]

            #expect(navigation.childForStatusBarStyle == nil)
            #expect(navigation.childForStatusBarHidden == nil)
            #expect(navigation.preferredStatusBarStyle == .default)
            #expect(tabs.childForStatusBarStyle == nil)
            #expect(tabs.prefersStatusBarHidden == false)

            let forwarding = StatusForwardingNavigationController(rootViewController: top)
            #expect(forwarding.childForStatusBarStyle === top)
            #expect(forwarding.childForStatusBarHidden === top)
        }

        @Test("Additional safe-area insets add up through parents and are reported to the views and controllers in a window")
        func safeAreaInsetsPropagate() async {
            let screen = EverydayScreen()
            let navigation = UINavigationController(rootViewController: screen)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            screen.events.removeAll()

            navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 4, right: 0)
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 1, bottom: 0, right: 0)

            #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 4, right: 0))
            #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 15, left: 1, bottom: 4, right: 0))
            #expect(screen.events == ["viewSafeAreaInsetsDidChange 10.0", "viewSafeAreaInsetsDidChange 15.0"])
        }

        @Test("Setting the same insets again, or insets on a controller outside a window, reports nothing")
        func unchangedOrWindowlessInsetsReportNothing() async {
            let screen = EverydayScreen()
            screen.loadViewIfNeeded()
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
            #expect(screen.events.isEmpty)
            #expect(screen.view.safeAreaInsets == .zero)

            await HeadlessRuntime.shared.showInFreshWindow(screen)
            screen.events.removeAll()
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
            #expect(screen.events.isEmpty)
            #expect(screen.view.safeAreaInsets.top == 3)
        }

        @Test("A controller's own view hears of its safe-area change too")
        func viewHearsOfTheChange() async {
            let screen = PlainScreen()
            let view = SafeAreaRecordingView()
            screen.view = view
            await HeadlessRuntime.shared.showInFreshWindow(screen)

            screen.additionalSafeAreaInsets.bottom = 20

            #expect(view.changes == 1)
            #expect(view.safeAreaInsets.bottom == 20)
        }

        @Test("Toolbar items, restoration identifiers, editing and the navigation bar are stored as set")
        func storedMembers() {
            let screen = PlainScreen()
            let item = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            screen.setToolbarItems([item], animated: true)
            screen.restorationIdentifier = "screen"
            screen.setEditing(true, animated: false)
            let navigation = UINavigationController(rootViewController: screen)

            #expect(screen.toolbarItems == [item])
            #expect(item.style == .done)
            #expect(screen.restorationIdentifier == "screen")
            #expect(screen.isEditing)
            #expect(navigation.navigationBar === navigation.navigationBar)
            #expect(navigation.isNavigationBarHidden == false)
            #expect(navigation.isToolbarHidden)
            navigation.setNavigationBarHidden(true, animated: true)
            #expect(navigation.navigationBar.isHidden)
        }
    }
}
