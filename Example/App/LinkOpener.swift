#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import RouteComposer

    /// Opens what the command line names: URLs through the route table's deep-link router, anything
    /// else as a server route (`productDetail|{"id":42}`), each with the same destinations a tap uses.
    ///
    /// No one sits at a headless run to type a password, so a link the login interceptor guards
    /// either logs in with the demo credentials (`--login`) or cancels the login screen at once and
    /// fails saying why: no run waits on the interceptor's timeout.
    @MainActor
    struct LinkOpener {
        let router: DefaultRouter
        let links: DeepLinkRouter
        let serverRoutes: CodableRouteRegistry
        /// Whether the scripted user logs in when the login screen comes up.
        let logsIn: Bool

        /// Why a link did not lead to its screen, when the library's own error would not say.
        enum Failure: Error, CustomStringConvertible {
            case loginRequired
            case unfinished

            var description: String {
                switch self {
                case .loginRequired:
                    "this screen needs a signed-in user and no one is here to type the password; pass --login to log in with the demo credentials"
                case .unfinished:
                    "the navigation did not finish once the app was idle"
                }
            }
        }

        /// Opens each link in turn, printing the outcome; returns whether every link succeeded.
        func open(_ texts: [String]) async -> Bool {
            var allSucceeded = true
            for text in texts {
                let shown = Self.excerpt(text)
                say("▶ open \(shown)")
                do {
                    try await open(text)
                    say("✓ \(shown)")
                    say(HeadlessRuntime.shared.hierarchyDescription())
                } catch {
                    printError("✗ \(shown): \(error)")
                    allSucceeded = false
                }
            }
            return allSucceeded
        }

        /// Opens one link and returns once the navigation has finished.
        func open(_ text: String) async throws {
            var outcome: RoutingResult?
            try router.navigate(to: destination(for: text), animated: true) { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            if outcome == nil, let login = ClassFinder<LoginViewController, Any?>().getViewController() {
                try await answer(login)
            }
            guard let outcome else { throw Failure.unfinished }
            if case .failure(let error) = outcome { throw error }
        }

        /// A URL when the text has a scheme; a server route otherwise.
        func destination(for text: String) throws -> AnyDestination {
            if text.contains("://") {
                return try links.destination(for: text)
            }
            return try serverRoutes.destination(forServerRoute: text)
        }

        /// The link as printed: a hostile one may be kilobytes long, and the reason must stay readable.
        static func excerpt(_ text: String) -> String {
            let limit = 80
            guard text.count > limit else { return text }
            return "\(text.prefix(limit))… (\(text.utf8.count) bytes)"
        }

        private func answer(_ login: LoginViewController) async throws {
            guard logsIn else {
                login.cancel()
                await HeadlessRuntime.shared.waitUntilIdle()
                throw Failure.loginRequired
            }
            say("  the login screen is up; the scripted user logs in (--login)")
            login.logIn(password: Session.demoPassword)
            await HeadlessRuntime.shared.waitUntilIdle()
        }
    }
#endif
