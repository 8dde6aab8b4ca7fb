/// The windows a search over every connected scene looks in, in the order it looks.
@MainActor
enum SceneWindows {
    /// The visible windows of the connected window scenes other than `first`: those of
    /// `first`'s scene, then those of the other scenes by activation state, foreground-active
    /// first and background last, each scene's windows in the order UIKit lists them.
    ///
    /// `UIApplication.connectedScenes` is a set, so scenes in the same state come in no defined
    /// order. Windows attached to no scene are not listed: UIKit lists them only through the
    /// deprecated `UIApplication.windows`.
    static func visibleWindows(after first: UIWindow?) -> [UIWindow] {
        let firstScene = first?.windowScene
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .filter { $0 !== firstScene }
            .sorted { rank($0.activationState) < rank($1.activationState) }
        return ((firstScene.map { [$0] } ?? []) + scenes)
            .flatMap(\.windows)
            .filter { $0 !== first && !$0.isHidden }
    }

    /// Comparisons rather than a switch, which UIKit's open enum would need an unknown case for.
    private static func rank(_ state: UIScene.ActivationState) -> Int {
        if state == .foregroundActive { return 0 }
        if state == .foregroundInactive { return 1 }
        return 2
    }
}
