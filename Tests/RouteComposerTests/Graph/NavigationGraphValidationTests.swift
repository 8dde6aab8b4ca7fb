import Testing
@testable import RouteComposer
@testable import RouteComposerGraph
import HeadlessUIKit

extension RouteComposerTests {
    /// Each validation rule, on a configuration that breaks it and one that does not.
    @MainActor
    @Suite("Graph: validation")
    struct NavigationGraphValidationTests {
        @Test("A clean configuration has no problem")
        func cleanConfiguration() {
            let home = GraphConfigurations.home
            // A custom origin is fine when the configuration builds what its finder looks for.
            let fromHome = StepAssembler<GraphListViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.present).from(GeneralStep.custom(using: ClassFinder<GraphHomeViewController, Any?>())).assemble()
            let pushedList = StepAssembler<GraphListViewController, Any?>().finder(.nilFinder).factory(.classFactory)
                .using(.push).from(.navigationController).using(.present).from(.current).assemble()
            // Pushing after a list that a push put into a navigation controller finds that controller.
            let pushedDetail = StepAssembler<GraphDetailViewController, Any?>().finder(.nilFinder).factory(.classFactory)
                .using(.push).from(pushedList.expectingContainer() as DestinationStep<UINavigationController, Any?>).assemble()
            let graph = NavigationGraph(destinations: [
                "home": home, "detail": GraphConfigurations.detail(from: home),
                "list": GraphConfigurations.list(from: home), "from home": fromHome,
                "pushed": pushedDetail,
            ])

            #expect(graph.validate().isEmpty)
        }

        @Test("A chain that starts at a finder for what nothing builds, or at a finder that never finds, is unreachable")
        func unreachable() throws {
            let orphan = StepAssembler<GraphListViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.present).from(GeneralStep.custom(using: ClassFinder<GraphOrphanViewController, Any?>())).assemble()
            let never = StepAssembler<GraphDetailViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.present).from(GeneralStep.custom(using: NilFinder<UIViewController, Any?>())).assemble()
            let emptySwitch = StepAssembler<GraphHomeViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push).from(SwitchAssembly<UINavigationController, Any?>().assemble()).assemble()
            let graph = NavigationGraph(destinations: ["orphan": orphan, "never": never, "empty switch": emptySwitch])

            let problems = graph.validate()
            #expect(problems.map(\.code) == [.unreachableDestination, .unreachableDestination, .unreachableDestination])
            #expect(problems.map(\.destinations) == [["empty switch"], ["never"], ["orphan"]])
            let orphanProblem = try #require(problems.last)
            #expect(
                orphanProblem.message == "Destination \"orphan\" (GraphListViewController (finder ClassFinder<GraphListViewController, Any?>, "
                    + "factory ClassFactory<GraphListViewController, Any?>)) cannot be reached: its chain starts at the origin "
                    + "ClassFinder<GraphOrphanViewController, Any?> finds, which looks for a GraphOrphanViewController that no step of the configuration builds."
            )
            #expect(problems[0].message.contains("has no case"))
            #expect(problems[1].message.contains("never finds anything"))
        }

        @Test("The same screen and finder put in place two ways from the same step conflict")
        func conflict() throws {
            let home = GraphConfigurations.home
            let pushed = StepAssembler<GraphDetailViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push).from(.navigationController).using(.present).from(home).assemble()
            let presented = StepAssembler<GraphDetailViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.present).from(home).assemble()
            // Differing only in a task is not a conflict: the screen is put in the same place.
            let configured = StepAssembler<GraphDetailViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .adding(InlineContextTask { (_: GraphDetailViewController, _: Any?) in })
                .using(.present).from(home).assemble()
            let graph = NavigationGraph(destinations: ["pushed": pushed, "presented": presented, "configured": configured])

            let problems = graph.validate()
            #expect(problems.map(\.code) == [.conflictingSteps, .conflictingSteps])
            #expect(Set(problems.map(\.destinations)) == [["configured", "pushed"], ["presented", "pushed"]])
            let problem = try #require(problems.first { $0.destinations == ["presented", "pushed"] })
            #expect(
                problem.message == "Destinations \"presented\" and \"pushed\" put GraphDetailViewController (finder "
                    + "ClassFinder<GraphDetailViewController, Any?>, factory ClassFactory<GraphDetailViewController, Any?>) in place from "
                    + "GraphHomeViewController (finder ClassFinder<GraphHomeViewController, Any?>, factory ClassFactory<GraphHomeViewController, Any?>) "
                    + "in different ways (present GraphDetailViewController built by ClassFactory<GraphDetailViewController, Any?> vs present "
                    + "UINavigationController built by NavigationControllerFactory<UINavigationController, Any?>, then push GraphDetailViewController "
                    + "built by ClassFactory<GraphDetailViewController, Any?>); the finder finds whichever was built first, so where it shows "
                    + "depends on navigation history.")
            #expect(problems.allSatisfy { $0.destinations.contains("pushed") }, "only the pushed one differs in its route")
        }

        @Test("A container action after a step that is not and is not inside its container, and a plain action after the wrong type, are reported")
        func actionCannotFollow() throws {
            let home = GraphConfigurations.home
            let list = GraphConfigurations.list(from: home)
            let pushedOntoList = StepAssembler<GraphDetailViewController, Any?>().finder(.nilFinder).factory(.classFactory)
                .using(.push).from(list.expectingContainer() as DestinationStep<UINavigationController, Any?>).assemble()
            let homeOnly = StepAssembler<GraphOrphanViewController, Any?>().finder(.nilFinder).factory(.classFactory)
                .using(GraphHomeOnlyAction()).from(list.unsafelyRewrapped() as DestinationStep<GraphHomeViewController, Any?>).assemble()
            let graph = NavigationGraph(destinations: ["pushed onto list": pushedOntoList, "home only": homeOnly])

            let problems = graph.validate()
            #expect(problems.map(\.code) == [.actionCannotFollowPreviousStep, .actionCannotFollowPreviousStep])
            let push = try #require(problems.first { $0.destinations == ["pushed onto list"] })
            #expect(
                push.message == "In \"pushed onto list\", NavigationControllerActions.PushAction<UINavigationController> (push) integrates "
                    + "GraphDetailViewController (factory ClassFactory<GraphDetailViewController, Any?>) and needs a UINavigationController it is in "
                    + "or inside of, but the step before it, GraphListViewController (finder ClassFinder<GraphListViewController, Any?>, factory "
                    + "ClassFactory<GraphListViewController, Any?>), cannot provide one: GraphListViewController is not a UINavigationController "
                    + "and has no parent after present.")
            let plain = try #require(problems.first { $0.destinations == ["home only"] })
            #expect(plain.message.hasSuffix("cannot provide one: it is a GraphListViewController."))
            #expect(plain.nodes.count == 2)
        }

        @Test("Problem codes compare like values and print their names")
        func problemCodes() {
            let problem = NavigationGraphProblem(code: .conflictingSteps, destinations: ["a"], nodes: ["n1"], message: "m")
            #expect(problem.code == .conflictingSteps)
            #expect(problem.code != .unreachableDestination)
            #expect("\(problem)" == "conflictingSteps: m")
        }
    }
}
