#if !canImport(UIKit)

    /// Fresh values for ``UIViewController/membershipStamp``, which let the engine test whether a
    /// controller is in a collection without building a `Set`: stamp every member with a new value,
    /// then compare. Hashing a controller costs more than the whole test for the handful of
    /// controllers a transition involves.
    ///
    /// A stamp is meaningful only until the next one is taken, so a computation that uses one must
    /// not call code outside the engine (app callbacks may start transitions) between stamping and
    /// testing.
    @MainActor
    enum MembershipStamp {
        private static var last: UInt = 0

        /// A value no controller carries yet.
        static func next() -> UInt {
            last &+= 1
            return last
        }
    }

#endif
