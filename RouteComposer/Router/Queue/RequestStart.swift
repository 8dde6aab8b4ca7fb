/// What a ``NavigationRequest`` begins when its turn in the queue comes.
///
/// An enum rather than an existential alone: a navigation's ``NavigationStart`` is larger than
/// an existential's inline buffer, so holding it as `any RequestBeginning` would allocate a box
/// for every navigation. The rarer requests the queue orders with navigations (a router's
/// dismissal) are declared in the layers above the queue, which cannot be named here, and come
/// through the protocol.
@MainActor
enum RequestStart {
    /// A navigation to a destination.
    case navigation(NavigationStart)
    /// Any other change of the screen that must not overlap a navigation.
    case other(any RequestBeginning)

    /// Begins what the request does. See ``RequestBeginning/begin(_:tracker:)``.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        switch self {
        case .navigation(let start): try start.begin(request, tracker: tracker)
        case .other(let start): try start.begin(request, tracker: tracker)
        }
    }
}

/// Something a ``NavigationRequest`` begins when its turn comes, other than a navigation.
@MainActor
protocol RequestBeginning {
    /// Plans against the hierarchy as it is now and starts changing the screen, or ends `request`
    /// at once when there is nothing to change. Whatever ends later must end `request` with
    /// ``NavigationRequest/finish(_:)``.
    ///
    /// - Throws: what stops the request before the screen changes, after telling `tracker` of
    ///   its start when it had one. The request counts as finished then.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws
}
