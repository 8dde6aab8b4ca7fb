extension NavigationPlanner {
    /// The instructions that carry `plan` out: its interceptors, then the changes.
    ///
    /// With interceptors, the changes are planned only once they have run
    /// (``NavigationInstruction/replanAfterInterceptors``), as they may change the screen.
    /// `forecast` is the router's handler when it can tell that clearing the way changes nothing.
    static func instructions(for plan: NavigationPlan, forecast: ClearingForecasting?) -> [NavigationInstruction] {
        guard plan.interceptors.isEmpty else {
            return plan.interceptors.indices.map(NavigationInstruction.intercept) + [.replanAfterInterceptors]
        }
        return changes(for: plan, forecast: forecast)
    }

    /// The changes that carry `plan` out, from the hierarchy as it is now.
    ///
    /// The rule for what is left out: the router calls an app's ``StackPresentationHandler``
    /// for every origin, whatever it finds. A ``ClearingForecasting`` handler (the library's own)
    /// is not called where it says it would change nothing: no dismissal when nothing is
    /// presented over the origin and no transition runs around it, and no reveal when moreover
    /// every container around the origin shows the child that leads to it.
    static func changes(for plan: NavigationPlan, forecast: ClearingForecasting?) -> [NavigationInstruction] {
        var list: [NavigationInstruction] = []
        list.reserveCapacity(plan.builds.count * 2 + 6)
        var state = OriginState.unknown
        if let origin = plan.origin { state = originState(origin, forecast: forecast) }
        list.append(.begin(state))
        if case .unknown = state { list.append(.dismissAbove) }
        if state != .shown { list.append(.reveal) }
        // Only a container action followed by another batches children (see the build's
        // integration); without such a pair there is never anything to flush.
        // Loops rather than `contains(where:)`, whose closures check their actor at run time.
        var batches = false
        var buildsChildren = false
        for index in plan.builds.indices {
            list.append(.build(index))
            list.append(.reveal)
            // Read in place: binding the build would copy it, every field retained.
            if !plan.builds[index].children.isEmpty { buildsChildren = true }
            if index > 0, plan.builds[index].action.kind == .container, plan.builds[index - 1].action.kind == .container { batches = true }
        }
        // The last one built is the destination unless a container factory built children or a
        // batch is to be set: then it is revealed first, and the destination by the confirmation. An app's
        // handler is asked for both reveals, as it always was.
        if forecast != nil, !batches, !plan.builds.isEmpty, !buildsChildren {
            list.removeLast()
        }
        if batches { list.append(.flush) }
        list.append(.confirm)
        if plan.hasPostTasks { list.append(.postTasks) }
        return list
    }

    private static func originState(_ origin: UIViewController, forecast: ClearingForecasting?) -> OriginState {
        guard let forecast, forecast.hasNothingToDismiss(above: origin), TransitionSettling.isSettled(origin) else {
            return .unknown
        }
        return forecast.hasNothingToReveal(origin) ? .shown : .settled
    }
}
