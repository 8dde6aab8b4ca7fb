/// The navigation queue of each scene, which the routers made for a scene share by default: the
/// navigations of one scene wait for each other, as those of one router do, and those of two
/// scenes do not.
@MainActor
enum SceneQueues {
    private struct Entry {
        weak var scene: UIScene?
        let queue: NavigationQueue
    }

    /// Keyed by the scene's identity, which a later scene may reuse once this one is released:
    /// each entry holds its scene weakly and counts only while it is that scene.
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The queue of `scene`, made on first use.
    static func queue(for scene: UIScene) -> NavigationQueue {
        let key = ObjectIdentifier(scene)
        if let entry = entries[key], entry.scene === scene { return entry.queue }
        entries = entries.filter { $0.value.scene != nil }
        let queue = NavigationQueue()
        entries[key] = Entry(scene: scene, queue: queue)
        return queue
    }
}
