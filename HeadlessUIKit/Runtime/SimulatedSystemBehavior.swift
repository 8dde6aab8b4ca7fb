#if !canImport(UIKit)

    /// The iOS release whose observable differences the model reproduces.
    ///
    /// Only behaviour that apps can observe and that differs between supported releases is switched:
    /// when an animated push joins the stack, and what `.automatic` presentation resolves to.
    public enum SimulatedSystemBehavior: Sendable, Hashable, CaseIterable {
        /// iOS 17: an animated push issued in a turn is held until that turn's commit, so the
        /// pushed controller is not yet in `viewControllers` when `pushViewController` returns;
        /// `.automatic` resolves to `.pageSheet`.
        case iOS17
        /// iOS 18: every push changes the stack before `pushViewController` returns;
        /// `.automatic` resolves to `.formSheet`. The default.
        case iOS18
    }

#endif
