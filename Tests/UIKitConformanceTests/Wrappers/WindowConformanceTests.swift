import Testing

extension UIKitConformanceTests {
    @MainActor
    @Suite("Conformance: presentation")
    struct PresentationConformanceTests {
        @Test("present links at once; dismiss unlinks; both complete")
        func presentAndDismiss() async throws { try await PresentationChecks.presentAndDismissLinkAndUnlink(settle: settle) }

        @Test("A child presents full screen through its outermost ancestor")
        func outermost() async throws { try await PresentationChecks.aChildPresentsThroughItsOutermostAncestor(settle: settle) }

        @Test("Presenting from outside a window is refused")
        func outsideWindow() async throws { try await PresentationChecks.presentingOutsideAWindowIsRefused(settle: settle) }

        @Test("Presenting from a controller that already presents is refused")
        func alreadyPresenting() async throws { try await PresentationChecks.presentingWhileAlreadyPresentingIsRefused(settle: settle) }

        @Test("Dismissing from the bottom of a chain takes the whole chain")
        func chain() async throws { try await PresentationChecks.dismissingFromTheBottomTakesTheWholeChain(settle: settle) }

        @Test("With nothing to dismiss, the completion runs before dismiss returns")
        func nothing() throws { try PresentationChecks.dismissingNothingCompletesAtOnce() }
    }

    @MainActor
    @Suite("Conformance: appearance order")
    struct AppearanceConformanceTests {
        @Test("A window's root appears when the window becomes visible")
        func root() async throws { try await AppearanceChecks.windowRootAppears(settle: settle) }

        @Test("Push order in a window")
        func push() async throws { try await AppearanceChecks.pushOrder(settle: settle) }

        @Test("Pop order in a window")
        func pop() async throws { try await AppearanceChecks.popOrder(settle: settle) }

        @Test("Tab switch order in a window")
        func tabSwitch() async throws { try await AppearanceChecks.tabSwitchOrder(settle: settle) }

        @Test("No appearance callbacks outside a window")
        func outsideWindow() async throws { try await AppearanceChecks.noAppearanceOutsideAWindow(settle: settle) }
    }
}
