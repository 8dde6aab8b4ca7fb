/// What one case of a ``SwitchAssembly`` leads to, as far as the configuration says before any
/// navigation: the resolvers themselves are closures, which cannot be inspected.
@MainActor
package struct SwitchCase {
    package enum Outcome {
        /// The case continues with this chain when it applies.
        case chain(StepLink)
        /// The case starts from whatever a finder finds.
        case foundBy(finderType: String, viewControllerType: UIViewController.Type)
        /// The case decides its chain in a closure, at navigation time.
        case decidedAtNavigation
    }

    /// Why the case applies, for people reading a graph: "when ABTest holds" cannot be recovered
    /// from an autoclosure, so this names the kind of condition.
    package let condition: String
    package let outcome: Outcome
}
