#if !canImport(UIKit)

    extension UISearchController {
        /// The controller hosting the search bar: the owner of the view the bar sits in, else a
        /// controller on screen whose navigation item carries this search controller.
        ///
        /// - Complexity: O(*c*) for the *c* controllers in the application's windows when the bar is
        ///   not in a view.
        var hostingController: UIViewController? {
            if let owner = searchBar.superview?.nearestOwningController { return owner }
            for window in UIApplication.shared.allWindows where !window.isHidden {
                guard let root = window.rootViewController else { continue }
                var stack: [UIViewController] = [root]
                while let controller = stack.popLast() {
                    if controller !== self, controller.navigationItem.searchController === self { return controller }
                    stack.append(contentsOf: controller.children)
                    if let presented = controller.storedPresented { stack.append(presented) }
                }
            }
            return nil
        }

        /// Presents the search controller from the controller hosting its bar. With no host, or when
        /// the presentation is refused, nothing else happens and the search stays inactive.
        func activate() {
            guard let host = hostingController else { return }
            delegate?.willPresentSearchController(self)
            host.present(self, animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didPresentSearchController(self)
            }
            guard isActive else { return }
            if automaticallyShowsSearchResultsController {
                showsSearchResultsController = !(searchBar.text ?? "").isEmpty
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }

        /// Dismisses the search controller.
        func deactivate() {
            guard let presenter = storedPresenting else { return }
            delegate?.willDismissSearchController(self)
            presenter.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        }

        /// The user changed the search text: the results controller shows for non-empty text (when
        /// that is automatic) and the updater hears of it, while the search is active.
        func userDidChangeSearchText() {
            guard isActive else { return }
            if automaticallyShowsSearchResultsController {
                showsSearchResultsController = !(searchBar.text ?? "").isEmpty
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

#endif
