import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.9: which styles remove the presenter's (or context's) views and give it
    /// disappear/appear callbacks, `.custom`, and the resolution of `.automatic`.
    @MainActor
    @Suite("Presentation styles")
    struct PresentationStyleTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        private func rootEvents(_ log: EventLog) -> [String] {
            log.events.filter { $0.hasPrefix("Root.") && !$0.hasSuffix("viewIsAppearing") }
        }

        @Test("fullScreen removes the presenter's view and gives it viewWillDisappear/viewDidDisappear; dismissal brings it back")
        func fullScreenRemovesPresenter() async {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            #expect(rootEvents(log) == ["Root.viewWillDisappear", "Root.viewDidDisappear"])
            #expect(root.viewIfLoaded?.window == nil)
            _ = log.take()

            root.dismiss(animated: true)
            await runtime.waitUntilIdle()

            #expect(rootEvents(log) == ["Root.viewWillAppear", "Root.viewDidAppear"])
            #expect(root.viewIfLoaded?.window != nil)
        }

        @Test("currentContext removes the context controller's subtree only; the controllers above the context stay")
        func currentContextRemovesContextSubtree() async {
            let log = EventLog()
            let outer = RecordingViewController("Outer", log: log)
            await runtime.showInFreshWindow(outer)
            let context = RecordingViewController("Context", log: log)
            context.definesPresentationContext = true
            let source = RecordingViewController("Source", log: log)
            presentationEmbed(context, in: outer)
            presentationEmbed(source, in: context)
            await runtime.waitUntilIdle()
            _ = log.take()
            let presented = UIViewController()
            presented.modalPresentationStyle = .currentContext

            source.present(presented, animated: false)
            await runtime.waitUntilIdle()

            let appearance = log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewIsAppearing") }
            #expect(
                appearance == [
                    "Context.viewWillDisappear", "Source.viewWillDisappear",
                    "Context.viewDidDisappear", "Source.viewDidDisappear",
                ])
            #expect(context.viewIfLoaded?.window == nil)
            #expect(outer.viewIfLoaded?.window != nil)
            _ = log.take()

            source.dismiss(animated: false)
            await runtime.waitUntilIdle()

            let back = log.events.filter { $0.contains(".view") && !$0.hasSuffix("viewIsAppearing") }
            #expect(back == ["Context.viewWillAppear", "Source.viewWillAppear", "Context.viewDidAppear", "Source.viewDidAppear"])
            #expect(source.viewIfLoaded?.window != nil)
        }

        @Test(
            "Non-removing styles leave the presenter in the window with no appearance callbacks, on present and dismiss",
            arguments: presentationNonRemovingStyles)
        func nonRemovingStylesKeepPresenter(style: UIModalPresentationStyle) async {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            presentationAnchorIfPopover(presented, to: root)

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            #expect(presented.presentingViewController === root)
            #expect(rootEvents(log).isEmpty)
            #expect(root.viewIfLoaded?.window != nil)

            root.dismiss(animated: true)
            await runtime.waitUntilIdle()

            #expect(root.presentedViewController == nil)
            #expect(rootEvents(log).isEmpty)
            #expect(root.viewIfLoaded?.window != nil)
        }

        @Test(
            "A context style over a navigation controller: the removing one disappears the visible child, the over one does not",
            arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
        func contextStylesAndNavigationChild(style: UIModalPresentationStyle) async {
            let log = EventLog()
            let top = RecordingViewController("Top", log: log)
            let nav = UINavigationController(rootViewController: top)
            await runtime.showInFreshWindow(nav)
            _ = log.take()
            let presented = UIViewController()
            presented.modalPresentationStyle = style

            top.present(presented, animated: true)
            await runtime.waitUntilIdle()

            let events = log.events.filter { !$0.hasSuffix("viewIsAppearing") }
            if style == .currentContext {
                #expect(events == ["Top.viewWillDisappear", "Top.viewDidDisappear"])
            } else {
                #expect(events.isEmpty)
            }
        }

        @Test(
            ".custom uses the transitioning delegate's presentation controller and its shouldRemovePresentersView",
            arguments: [false, true])
        func customStyleFollowsPresentationController(removes: Bool) async throws {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let delegate = PresentationTestTransitioningDelegate(removesPresentersView: removes)
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            let made = try #require(delegate.madeControllers.first)
            #expect(delegate.madeControllers.count == 1)
            #expect(presented.presentationController === made)
            #expect(delegate.askedSources.first === root)
            #expect(rootEvents(log) == (removes ? ["Root.viewWillDisappear", "Root.viewDidDisappear"] : []))
            #expect((root.viewIfLoaded?.window == nil) == removes)
            _ = log.take()

            root.dismiss(animated: true)
            await runtime.waitUntilIdle()

            #expect(rootEvents(log) == (removes ? ["Root.viewWillAppear", "Root.viewDidAppear"] : []))
            #expect(root.viewIfLoaded?.window != nil)
            withExtendedLifetime(delegate) {}
        }

        @Test("Reading modalPresentationStyle never returns .automatic: .formSheet under iOS 18, .pageSheet under iOS 17")
        func automaticIsResolvedWhenRead() async {
            let controller = UIViewController()
            #expect(runtime.systemBehavior == .iOS18)
            #expect(controller.modalPresentationStyle == .formSheet)
            controller.modalPresentationStyle = .automatic
            #expect(controller.modalPresentationStyle == .formSheet)

            runtime.systemBehavior = .iOS17
            #expect(controller.modalPresentationStyle == .pageSheet)
            #expect(UIViewController().modalPresentationStyle == .pageSheet)

            controller.modalPresentationStyle = .overFullScreen
            #expect(controller.modalPresentationStyle == .overFullScreen)
        }

        @Test("A default-style presentation is a sheet: the presenter stays and gets no callbacks", arguments: [false, true])
        func defaultStylePresentationIsSheet(iOS17: Bool) async throws {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            if iOS17 { runtime.systemBehavior = .iOS17 }
            _ = log.take()
            let presented = UIViewController()

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            let sheet = try #require(presented.sheetPresentationController)
            #expect(sheet.presentationStyle == (iOS17 ? .pageSheet : .formSheet))
            #expect(presented.modalPresentationStyle != .automatic)
            #expect(rootEvents(log).isEmpty)
        }
    }
}
