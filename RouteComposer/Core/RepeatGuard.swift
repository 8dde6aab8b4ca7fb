/// Ends a walk along links an override could turn into a loop (`parent`, `presentedViewController`)
/// at the first controller it reaches again, in amortised constant time per step.
///
/// Walks are usually a handful of controllers long, for which comparing with those kept so far
/// costs less than hashing; past ``linearLimit`` of them the guard switches to a set, so a long
/// walk stays linear instead of quadratic (a restore of a thousand stacked presentations walks
/// chains a thousand long on every navigation).
struct RepeatGuard {
    /// How many controllers a walk keeps before the guard hashes them.
    static let linearLimit = 16

    private var seen: Set<ObjectIdentifier>?

    /// True when `controller` is one of `kept`, the controllers the walk kept so far, in order.
    /// The walk must keep `controller` whenever this returns false, before asking again.
    ///
    /// - Complexity: O(1) amortised; O(`linearLimit`) while the walk is short.
    @MainActor
    mutating func repeats(_ controller: UIViewController, in kept: [UIViewController]) -> Bool {
        if seen == nil, kept.count >= Self.linearLimit {
            seen = Set(kept.lazy.map(ObjectIdentifier.init))
        }
        if seen != nil {
            return seen?.insert(ObjectIdentifier(controller)).inserted == false
        }
        return kept.holdsIdentical(controller)
    }
}
