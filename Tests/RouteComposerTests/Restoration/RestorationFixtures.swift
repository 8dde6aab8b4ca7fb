import Foundation
@testable import RouteComposer
import HeadlessUIKit

final class RestorationHomeViewController: UIViewController {}
final class RestorationSettingsViewController: UIViewController {}
final class RestorationUnregisteredViewController: UIViewController {}

struct RestorationProductContext: Codable, Equatable {
    let productID: String
}

/// A product screen that knows its own context, registered through `RestorationContextProviding`.
final class RestorationProductViewController: UIViewController, ContextChecking, ContextAccepting, RestorationContextProviding {
    var productID: String?
    func setup(with context: RestorationProductContext) throws { productID = context.productID }
    func isTarget(for context: RestorationProductContext) -> Bool { productID == context.productID }
    var restorationContext: RestorationProductContext? { productID.map(RestorationProductContext.init) }
}

struct RestorationNoteContext: Codable, Equatable {
    let text: String
    let pinned: Bool
}

/// A modal screen whose context is read by a closure.
final class RestorationNoteViewController: UIViewController, ContextChecking, ContextAccepting {
    var note: RestorationNoteContext?
    func setup(with context: RestorationNoteContext) throws { note = context }
    func isTarget(for context: RestorationNoteContext) -> Bool { note == context }
}

/// A tab bar of [navigation(home), settings] set as the window's root, products pushed onto the
/// navigation controller on screen (the home tab's when none is), a note presented over everything: the configuration of the restoration tests.
@MainActor
enum RestorationConfiguration {
    static var tabBar: DestinationStep<UITabBarController, Any?> {
        StepAssembly(
            finder: ClassFinder<UITabBarController, Any?>(options: .current, startingPoint: .root),
            factory: CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                .with(
                    CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                        .with(ClassFactory<RestorationHomeViewController, Any?>())
                        .assemble(), using: UITabBarController.add()
                )
                .with(ClassFactory<RestorationSettingsViewController, Any?>(), using: UITabBarController.add())
                .assemble()
        )
        .using(GeneralAction.replaceRoot())
        .from(GeneralStep.root())
        .assemble()
    }

    static var home: DestinationStep<RestorationHomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<RestorationHomeViewController, Any?>(), factory: NilFactory())
            .from(tabBar)
            .assemble()
    }

    static var settings: DestinationStep<RestorationSettingsViewController, Any?> {
        StepAssembly(finder: ClassFinder<RestorationSettingsViewController, Any?>(), factory: NilFactory())
            .from(tabBar)
            .assemble()
    }

    static var product: DestinationStep<RestorationProductViewController, RestorationProductContext> {
        StepAssembly(
            finder: ClassWithContextFinder<RestorationProductViewController, RestorationProductContext>(),
            factory: ClassFactory<RestorationProductViewController, RestorationProductContext>()
        )
        .adding(ContextSettingTask())
        .using(UINavigationController.push())
        .from(visibleNavigationOrHome())
        .assemble()
    }

    /// The navigation controller on screen, so that products stack up; else the home tab's.
    private static func visibleNavigationOrHome<C>() -> DestinationStep<UINavigationController, C> {
        SwitchAssembly<UINavigationController, C>()
            .addCase(from: ClassFinder<UINavigationController, C>(options: .currentVisibleOnly))
            .assemble(default: home.expectingContainer())
    }

    static var note: DestinationStep<RestorationNoteViewController, RestorationNoteContext> {
        StepAssembly(
            finder: ClassWithContextFinder<RestorationNoteViewController, RestorationNoteContext>(),
            factory: ClassFactory<RestorationNoteViewController, RestorationNoteContext>()
        )
        .adding(ContextSettingTask())
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
    }

    /// A product whose factory always fails, to fail a restore halfway.
    static var brokenProduct: DestinationStep<RestorationProductViewController, RestorationProductContext> {
        StepAssembly(
            finder: NilFinder<RestorationProductViewController, RestorationProductContext>(),
            factory: FailingFactory<RestorationProductViewController, RestorationProductContext>()
        )
        .using(UINavigationController.push())
        .from(visibleNavigationOrHome())
        .assemble()
    }

    /// The registry of the configuration: every kind of registration once.
    static func registry() throws -> RestorationRegistry {
        let registry = RestorationRegistry()
        try registry.register("home", destination: home)
        try registry.register("settings", destination: settings)
        try registry.register("product", destination: product)
        try registry.register("note", destination: note) { (screen: RestorationNoteViewController) in screen.note }
        return registry
    }
}

extension HeadlessRuntime {
    /// A new key window whose root is a plain controller, with quiet defaults.
    @discardableResult
    func showRestorationLaunchScreen() async -> UIWindow {
        let window = await showInFreshWindow(UIViewController())
        RouteComposerDefaults.configureWith(logger: nil)
        return window
    }
}
