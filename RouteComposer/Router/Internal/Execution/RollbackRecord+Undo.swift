extension RollbackRecord {
    /// Why an undo could not be done; the message of the ``RollbackIncomplete/Change``.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
        let controllers: [UIViewController]
    }

    /// Puts the state before back, without animation: a rollback corrects the screen, it is no
    /// transition the user asked for. Fails with a ``Refusal`` when UIKit cannot do it.
    /// `isWanted` is asked between the parts of an undo made of two changes, so that one whose
    /// first part completed after its deadline does not change the screen again.
    func undo(
        locator: ContainerAdapterLocator, isWanted: @escaping () -> Bool,
        completion: @escaping (Result<Void, Refusal>) -> Void
    ) {
        switch before {
        case let .dismissal(origin, covering):
            completion(
                .failure(
                    Refusal(
                        description: "UIKit cannot present dismissed controllers again as they were; they stay dismissed",
                        controllers: Self.dismissed(of: covering, from: origin))))
        case let .unknown(controller, reason):
            completion(.failure(Refusal(description: reason, controllers: [controller])))
        case let .container(snapshot):
            snapshot.restore(locator: locator, isWanted: isWanted, completion: completion)
        case let .presentations(target, top):
            Self.restore(from: target.outermostController, to: top, completion: completion)
        case let .windowRoot(window, root):
            window.rootViewController = root
            completion(.success(()))
        case let .census(census, top):
            Self.restore(census, from: census.root, to: top, actionType: actionType, completion: completion)
        }
    }

    /// Dismisses what was presented above `presenter`, the top of the chain from `outermost`
    /// before the navigation; a presenter no longer in that chain was dismissed and cannot be
    /// presented again.
    static func restore(
        from outermost: UIViewController, to presenter: UIViewController, completion: @escaping (Result<Void, Refusal>) -> Void
    ) {
        guard presentationChain(from: outermost).holdsIdentical(presenter) else {
            return completion(
                .failure(
                    Refusal(
                        description: "a controller presented before the navigation was dismissed and cannot be presented again",
                        controllers: [presenter])))
        }
        guard presenter.presentedViewController != nil else { return completion(.success(())) }
        presenter.dismiss(animated: false) {
            completion(.success(()))
        }
    }
}

extension ContainerSnapshot {
    /// Sets the children back, then shows the child shown before.
    func restore(
        locator: ContainerAdapterLocator, isWanted: @escaping () -> Bool,
        completion: @escaping (Result<Void, RollbackRecord.Refusal>) -> Void
    ) {
        guard let adapter = Self.adapter(of: container, locator: locator) else {
            return completion(.failure(.init(description: "the container has no adapter", controllers: [container])))
        }
        let showVisible = {
            guard let visible, !adapter.isVisible(visible) else { return completion(.success(())) }
            adapter.makeVisible(visible, animated: false) { result in
                completion(result.refusal(of: container))
            }
        }
        let children = children
        guard !adapter.containedViewControllers.elementsEqual(children, by: ===) else { return showVisible() }
        adapter.setContainedViewControllers(children, animated: false) { result in
            guard case .failure = result else {
                // Past the deadline the rollback has moved on, and the navigation may have ended.
                guard isWanted() else { return completion(.success(())) }
                return showVisible()
            }
            completion(result.refusal(of: container))
        }
    }
}

extension RoutingResult {
    /// The result with its failure as the refusal of an undo on `container`.
    @MainActor
    fileprivate func refusal(of container: UIViewController) -> Result<Void, RollbackRecord.Refusal> {
        switch self {
        case .success: .success(())
        case .failure(let error): .failure(.init(description: "\(error)", controllers: [container]))
        }
    }
}
