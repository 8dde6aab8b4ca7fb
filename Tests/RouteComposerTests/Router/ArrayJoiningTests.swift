import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    /// The planner joins global and per-step tasks with `joined(with:)`, which must equal `+`.
    @Suite("Array.joined(with:): the same elements, in the same order, as +")
    struct ArrayJoiningTests {
        @Test(
            "Empty, one-sided and two-sided joins equal +",
            arguments: [
                ([], []), ([1], []), ([], [2]), ([1, 2], [3]), ([1], [2, 3, 4]),
            ] as [([Int], [Int])])
        func equalsPlus(first: [Int], second: [Int]) {
            #expect(first.joined(with: second) == first + second)
        }
    }
}
