extension Array where Element == UIViewController {
    /// True when the array holds `controller` itself, not merely an equal controller.
    ///
    /// A plain loop rather than `contains(where:)`: a closure made on the main actor has its
    /// isolation checked at run time on every call, once per element, and the router asks this of
    /// every child of a stack. With `fromTheEnd`, the array is read from its last element, for
    /// a controller expected near the top of a stack.
    ///
    /// - Complexity: O(*n*).
    func holdsIdentical(_ controller: UIViewController, fromTheEnd: Bool = false) -> Bool {
        if fromTheEnd {
            for candidate in reversed() where candidate === controller {
                return true
            }
        } else {
            for candidate in self where candidate === controller {
                return true
            }
        }
        return false
    }
}
