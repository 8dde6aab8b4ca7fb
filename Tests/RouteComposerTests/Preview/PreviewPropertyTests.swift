import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The preview of a navigation equals the navigation, over seeded random hierarchies and
    /// configurations.
    @MainActor
    @Suite("Preview: equal to the navigation")
    struct PreviewPropertyTests {
        let runtime = HeadlessRuntime.shared

        /// What the run counted, so the test can show it covered every outcome.
        private struct Coverage {
            var planningErrors = 0
            var successes = 0
            var laterFailures = 0
            var knownRemovals = 0
            var unknownRemovals = 0
            var withInterceptors = 0
            var withDismissal = 0
            var withReveal = 0
        }

        @Test("1,200 seeded cases: same error, origin, builds, removals and interceptors", arguments: [UInt64(20_261_124)])
        func previewEqualsNavigation(seed: UInt64) async throws {
            var generator = SeededGenerator(seed: seed)
            var coverage = Coverage()
            var problems: [String] = []
            for index in 0..<1_200 {
                if let problem = await runCase(index, coverage: &coverage, using: &generator) { problems.append(problem) }
                if problems.count > 10 { break }
            }
            for problem in problems { Issue.record("\(problem)") }
            #expect(coverage.planningErrors > 50, "\(coverage)")
            #expect(coverage.successes > 500, "\(coverage)")
            #expect(coverage.knownRemovals > 100 && coverage.unknownRemovals > 20, "\(coverage)")
            #expect(coverage.withInterceptors > 200 && coverage.withDismissal > 100 && coverage.withReveal > 100, "\(coverage)")
        }

        /// One case: a random hierarchy, a random router, a random destination; nil when the
        /// preview matched the navigation, else what differed.
        private func runCase(_ index: Int, coverage: inout Coverage, using generator: inout SeededGenerator) async -> String? {
            let window = await runtime.startLoadScenario()
            // Each case has a window of its own; leaving the scene with the case keeps every
            // later look at the screen (the user-change record) to the case's own window.
            defer { window.windowScene = nil }
            await buildHierarchy(in: window, using: &generator)
            let tally = InterceptorTally()
            let (router, recorder) = makeRouter(tally: tally, using: &generator)
            let request = PreviewRequest.random(tally: tally, using: &generator)
            let label = "case \(index) (\(request.name))"

            let previewed = Result { try request.preview(router) }
            let before = runtime.hierarchyDescription()
            var outcome: RoutingResult?
            let thrown = Result { try request.navigate(router) { outcome = $0 } }
            await runtime.waitUntilIdle()

            switch (previewed, thrown) {
            case (.failure(let previewError), .failure(let navigateError)):
                coverage.planningErrors += 1
                return "\(previewError)" == "\(navigateError)" ? nil : "\(label): preview threw \(previewError), navigate threw \(navigateError)"
            case (.failure(let error), .success):
                return "\(label): preview threw \(error) but navigate started; hierarchy was\n\(before)"
            case (.success(let preview), .failure(let error)):
                return "\(label): navigate threw \(error) but preview gave\n\(preview)"
            case (.success(let preview), .success):
                if case .failure = outcome { coverage.laterFailures += 1 } else { coverage.successes += 1 }
                count(preview, in: &coverage)
                return compare(preview, recorder: recorder, tally: tally, succeeded: outcome?.isSuccessful == true).map { "\(label): \($0)\n\(preview)" }
            }
        }

        private func count(_ preview: NavigationPreview, in coverage: inout Coverage) {
            if preview.leaving.isKnown { coverage.knownRemovals += 1 } else { coverage.unknownRemovals += 1 }
            if !preview.interceptors.isEmpty { coverage.withInterceptors += 1 }
            if !preview.dismissed.isEmpty { coverage.withDismissal += 1 }
            if !preview.revealed.isEmpty { coverage.withReveal += 1 }
        }

        /// What the preview said against what the navigation's events and interceptors show.
        private func compare(_ preview: NavigationPreview, recorder: PreviewEventRecorder, tally: InterceptorTally, succeeded: Bool) -> String? {
            guard recorder.origin != nil, recorder.origin === preview.origin.viewController else {
                return "origin \(preview.origin) but the navigation started from \(String(describing: recorder.origin))"
            }
            if tally.ran != preview.interceptors {
                return "interceptors \(preview.interceptors) but \(tally.ran) ran"
            }
            let built = recorder.events(of: .stepBuilt).compactMap(\.step)
            let expectedBuilt = preview.builds.flatMap(\.buildOrder)
            let integrated = recorder.events(of: .willIntegrate).compactMap(\.actionType)
            let expectedIntegrated = preview.builds.map(\.actionType)
            if succeeded ? built != expectedBuilt : !expectedBuilt.starts(with: built) {
                return "builds \(expectedBuilt) but \(built) were built"
            }
            if succeeded ? integrated != expectedIntegrated : !expectedIntegrated.starts(with: integrated) {
                return "integrations by \(expectedIntegrated) but by \(integrated)"
            }
            guard succeeded, preview.leaving.isKnown else { return nil }
            let predicted = Set(preview.leaving.controllers.compactMap(\.viewController).map(ObjectIdentifier.init))
            let removed = Set(recorder.removed.map(ObjectIdentifier.init))
            return predicted == removed ? nil : "leaving \(preview.leaving) but removed \(recorder.removed)"
        }

        /// A hierarchy made by up to four navigations of a quiet router, and perhaps a user's gesture.
        private func buildHierarchy(in window: UIWindow, using generator: inout SeededGenerator) async {
            let router = DefaultRouter.forLoad()
            let tally = InterceptorTally()
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let request = PreviewRequest.random(tally: tally, using: &generator)
                try? request.navigate(router) { _ in }
                await runtime.waitUntilIdle()
            }
            guard let tabs = window.rootViewController as? UITabBarController, tabs.presentedViewController == nil else { return }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                if let tab = tabs.viewControllers?.randomElement(using: &generator) { _ = runtime.simulateUserSelection(of: tab, in: tabs) }
            case 1:
                (tabs.selectedViewController as? UINavigationController)?.popViewController(animated: false)
            default:
                break
            }
            await runtime.waitUntilIdle()
        }

        /// An observed router with none, one or two global interceptors.
        private func makeRouter(tally: InterceptorTally, using generator: inout SeededGenerator) -> (DefaultRouter, PreviewEventRecorder) {
            var router = DefaultRouter.forLoad()
            router.leakDetection = .off
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                router.add(TallyInterceptor<Any?, GlobalFirst>(tally: tally))
            case 1:
                router.add(TallyInterceptor<Any?, GlobalFirst>(tally: tally))
                router.add(TallyInterceptor<Any?, GlobalSecond>(tally: tally))
            default:
                break
            }
            let recorder = PreviewEventRecorder()
            router.observers.add(recorder)
            return (router, recorder)
        }
    }
}

extension NavigationPreview.Build {
    /// The steps in the order the navigation builds them: a container factory's children while
    /// it builds the container, so before the container is reported built.
    var buildOrder: [NavigationStepDescription] {
        children.flatMap(\.buildOrder) + [step]
    }
}
