import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// `firstPresented(where:)` is the allocation-free walk of the dismissibility check; the list
    /// `presentedChain` is what the rest of the router reads. They must agree, and both end on loops.
    @MainActor
    @Suite("The walk up the presented controllers agrees with the presented chain, and ends on loops")
    struct PresentedWalkTests {
        /// A controller whose presented controller is whatever the test says, as an override could.
        private final class Presenting: UIViewController {
            var presenting: UIViewController?
            override var presentedViewController: UIViewController? { presenting }
        }

        /// `chain[0]` presents `chain[1]`, which presents `chain[2]`, and so on.
        private func chain(of count: Int) -> [Presenting] {
            let controllers = (0..<count).map { _ in Presenting() }
            for (presenter, presented) in zip(controllers, controllers.dropFirst()) { presenter.presenting = presented }
            return controllers
        }

        /// Every controller the walk asks about when nothing matches, bounded.
        private func visits(from controller: UIViewController, limit: Int = 10_000) -> [UIViewController] {
            var seen: [UIViewController] = []
            _ = controller.firstPresented { member in
                seen.append(member)
                return seen.count >= limit
            }
            return seen
        }

        @Test("Real presentations: the walk asks about the presented chain, outermost first, and returns the first match")
        func realPresentations() async {
            let (root, middle, top) = await UIViewController.probePresentedChain()

            #expect(visits(from: root).elementsEqualIdentically(root.presentedChain))
            #expect(root.presentedChain.count == 2)
            #expect(root.firstPresented { $0 === top } === top)
            #expect(root.firstPresented { _ in true } === middle)
            #expect(top.firstPresented { _ in true } == nil)
        }

        @Test("Chains of every length agree with the presented chain", arguments: [0, 1, 2, 3, 16, 40])
        func sameAsTheChain(length: Int) {
            let controllers = chain(of: length + 1)
            let walked = visits(from: controllers[0])
            #expect(walked.elementsEqualIdentically(controllers.dropFirst()))
            #expect(walked.elementsEqualIdentically(controllers[0].presentedChain))
            #expect(controllers[0].firstPresented { $0 === controllers.last } === (length == 0 ? nil : controllers.last))
        }

        @Test(
            "A loop ends the walk after every member of the chain, and only members come again",
            arguments: [(0, 1), (0, 2), (1, 1), (1, 3), (3, 5), (2, 16), (0, 33)])
        func loopsEnd(tail: Int, loop: Int) {
            // x0 presents the tail, then the loop, whose last member presents its first again.
            let controllers = chain(of: 1 + tail + loop)
            controllers[tail + loop].presenting = controllers[tail + 1]
            let listed = controllers[0].presentedChain
            #expect(listed.count == tail + loop)

            let limit = 100 * (tail + loop + 1)
            let walked = visits(from: controllers[0], limit: limit)
            #expect(walked.count < limit, "the walk went round the loop without end")
            #expect(walked.prefix(listed.count).elementsEqualIdentically(listed))
            for member in walked.dropFirst(listed.count) {
                #expect(listed.contains { $0 === member })
            }
        }

        /// A controller whose parent is whatever the test says, as an override could.
        private final class Held: UIViewController {
            var holder: UIViewController?
            override var parent: UIViewController? { holder }
        }

        @Test("The walk up to the outermost controller ends on a loop of parents", arguments: [1, 2, 7, 33])
        func outermostEndsOnParentLoops(length: Int) {
            // Each holds the next; the last holds the second, a loop that does not pass the start.
            let controllers = (0...length).map { _ in Held() }
            for (child, parent) in zip(controllers, controllers.dropFirst()) { child.holder = parent }
            controllers[length].holder = controllers[min(1, length)]
            let outermost = controllers[0].outermostController
            #expect(controllers.dropFirst().contains { $0 === outermost })
            #expect(!controllers[0].isAttachedToWindowHierarchy)
        }

        @Test("A chain that leads back to where it started ends before the start", arguments: [1, 2, 7])
        func backToTheStart(length: Int) {
            let controllers = chain(of: length + 1)
            controllers[length].presenting = controllers[0]
            let walked = visits(from: controllers[0], limit: 1_000)
            #expect(walked.elementsEqualIdentically(controllers.dropFirst()))
        }
    }
}

extension Sequence where Element: UIViewController {
    /// The same controllers, by identity, in the same order.
    fileprivate func elementsEqualIdentically<Other: Sequence>(_ other: Other) -> Bool where Other.Element: UIViewController {
        elementsEqual(other) { $0 === $1 }
    }
}
