extension NavigationExecutor {
    /// The instructions, the position of the next one, and what they refer to by index.
    struct Program {
        var instructions: [NavigationInstruction]
        var next = 0
        /// True for a dismissal's program, false for a navigation's.
        let closes: Bool
        /// The plan's steps to build, which ``NavigationInstruction/build(_:)`` names by index.
        var builds: [PlannedBuild] = []
        /// The interceptors, which ``NavigationInstruction/intercept(_:)`` names by index.
        var interceptors: [PreparedInterceptor] = []
        /// The controller a dismissal's program closes, and how.
        var closing: (method: DismissalMethod, viewController: UIViewController)?

        /// The next instruction, taken; nil at the end.
        mutating func take() -> NavigationInstruction? {
            guard next < instructions.count else { return nil }
            next += 1
            return instructions[next - 1]
        }
    }
}
