// A client of the iOS shape, compiled by .ci/check-platform-shapes after RouteComposer: an app's
// configuration of SwiftUI screens written as upstream RouteComposer 2.x apps write it, with the
// implicit-member shorthands and with the explicit types, so the public spelling of the SwiftUI
// helpers cannot drift from upstream without this check failing.
import RouteComposer
import SwiftUI
import UIKit

/// A screen made from its context, found again when it shows the same user, and updated in place.
struct ProfileView: View, ContextInstantiatable, ContextChecking, ContextAcceptingView {
    struct UnknownUser: Error {}

    private(set) var userID: String

    init(with context: String) {
        userID = context
    }

    static func checkCompatibility(with context: String) throws {
        guard !context.isEmpty else { throw UnknownUser() }
    }

    func isTarget(for context: String) -> Bool {
        userID == context
    }

    mutating func setup(with context: String) throws {
        userID = context
    }

    var body: some View {
        Text(userID)
    }
}

/// A screen that needs more than its context to be made, so a closure makes it.
struct AboutView: View {
    let version: Int
    let build: String

    var body: some View {
        Text("\(version) (\(build))")
    }
}

/// Screens without a context, made with the `init()` that `ContextInstantiatable` adds.
struct WelcomeView: View, ContextInstantiatable {
    init(with context: Void) {}

    var body: some View {
        Text("Welcome")
    }
}

struct HelpView: View, ContextInstantiatable {
    init(with context: Any?) {}

    var body: some View {
        Text("Help")
    }
}

@MainActor
enum SwiftUIScreens {
    // Shorthands, StepAssembler style (2.21+).
    static var profile: DestinationStep<UIHostingController<ProfileView>, String> {
        StepAssembler<UIHostingController<ProfileView>, String>()
            .finder(.hostingControllerWithContextFinder)
            .factory(.hostingControllerWithContextFactory)
            .adding(ContextSettingTask())
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.current)
            .assemble()
    }

    static var profileInCurrentStack: DestinationStep<UIHostingController<ProfileView>, String> {
        StepAssembler<UIHostingController<ProfileView>, String>()
            .finder(.hostingControllerWithContextFinder(options: .currentAllStack))
            .factory(.hostingControllerWithContextFactory)
            .using(.present)
            .from(.current)
            .assemble()
    }

    static func about(build: String) -> DestinationStep<UIHostingController<AboutView>, Int> {
        StepAssembler<UIHostingController<AboutView>, Int>()
            .finder(.nilFinder)
            .factory(.hostingControllerFactory { version in AboutView(version: version, build: build) })
            .using(.present)
            .from(.current)
            .assemble()
    }

    // Explicit types, StepAssembly style, as upstream's Example app configures its SwiftUI screen.
    static var profileScreen: DestinationStep<UIViewController, String> {
        StepAssembly(
            finder: UIHostingControllerWithContextFinder<ProfileView>(),
            factory: UIHostingControllerWithContextFactory())
            .adding(ContextSettingTask())
            .using(UINavigationController.push())
            .from(NavigationControllerStep<UINavigationController, String>())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
            .unsafelyRewrapped()
    }

    static var welcome: DestinationStep<UIHostingController<WelcomeView>, Void> {
        StepAssembly(
            finder: ClassFinder<UIHostingController<WelcomeView>, Void>(iterator: DefaultStackIterator()),
            factory: UIHostingControllerFactory { _ in WelcomeView() })
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }

    // The options initialiser comes from IteratorBackedFinder; an app spells it as before.
    static func visibleProfile(_ id: String) throws -> UIHostingController<ProfileView>? {
        try UIHostingControllerWithContextFinder<ProfileView>(options: .currentVisibleOnly, startingPoint: .root)
            .findViewController(with: id)
    }

    static func help() throws -> UIHostingController<HelpView> {
        _ = HelpView()
        return try UIHostingControllerWithContextFactory<HelpView>().build()
    }

    static func openProfile(_ id: String, with router: Router) async throws {
        try await router.navigate(to: profile, with: id, animated: true)
    }
}
