import Foundation

// Optional parameters default to `.none` rather than `nil`: the compiler emits a `nil` default
// at each call site and type-checks it there, once per call and argument; `.none` is checked
// once, here (Benchmarks/TypeCheck).

extension ClassFinder {
    /// A class finder with the default iterator.
    public static var classFinder: ClassFinder<VC, C> { ClassFinder() }
    /// A class finder with `iterator`.
    public static func classFinder(iterator: StackIterator) -> ClassFinder<VC, C> { ClassFinder(iterator: iterator) }
    /// A class finder searching with `options` from `startingPoint`.
    public static func classFinder(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) -> ClassFinder<VC, C> {
        ClassFinder(options: options, startingPoint: startingPoint, windowProvider: windowProvider, containerAdapterLocator: containerAdapterLocator)
    }
}

extension ClassWithContextFinder {
    /// A context-checking class finder with the default iterator.
    public static var classWithContextFinder: ClassWithContextFinder<VC, C> { ClassWithContextFinder() }
    /// A context-checking class finder with `iterator`.
    public static func classWithContextFinder(iterator: StackIterator) -> ClassWithContextFinder<VC, C> { ClassWithContextFinder(iterator: iterator) }
    /// A context-checking class finder searching with `options` from `startingPoint`.
    public static func classWithContextFinder(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) -> ClassWithContextFinder<VC, C> {
        ClassWithContextFinder(options: options, startingPoint: startingPoint, windowProvider: windowProvider, containerAdapterLocator: containerAdapterLocator)
    }
}

extension InstanceFinder {
    /// A finder for `instance`.
    public static func instanceFinder(instance: VC) -> InstanceFinder<VC, C> { InstanceFinder(instance: instance) }
}

extension NilFinder {
    /// A finder that never finds.
    public static var nilFinder: NilFinder<VC, C> { NilFinder() }
}

extension ClassFactory {
    /// A class factory with no nib and no configuration.
    public static var classFactory: ClassFactory<VC, C> { ClassFactory() }
    /// A class factory with a nib, a bundle and a configuration.
    public static func classFactory(
        nibName: String? = .none, bundle: Bundle? = .none,
        configuration: ((_: VC) -> Void)? = .none
    ) -> ClassFactory<VC, C> {
        ClassFactory(nibName: nibName, bundle: bundle, configuration: configuration)
    }
}

extension NilFactory {
    /// A factory for controllers another step creates.
    public static var nilFactory: NilFactory<VC, C> { NilFactory() }
}

extension StoryboardFactory {
    /// A factory instantiating a storyboard scene.
    public static func storyboardFactory(
        name: String, bundle: Bundle? = .none, identifier: String? = .none,
        configuration: ((_: VC) -> Void)? = .none
    ) -> StoryboardFactory<VC, C> {
        StoryboardFactory(name: name, bundle: bundle, identifier: identifier, configuration: configuration)
    }
}

extension InlineFactory {
    /// A factory that builds with `block`.
    public static func build(_ block: @escaping (_: C) -> VC) -> InlineFactory<VC, C> { InlineFactory { context in block(context) } }
}

extension NavigationControllerFactory {
    /// A navigation controller factory.
    public static func navigationControllerFactory(
        nibName: String? = .none, bundle: Bundle? = .none, delegate: UINavigationControllerDelegate? = .none,
        configuration: ((_: VC) -> Void)? = .none
    ) -> NavigationControllerFactory<VC, C> {
        NavigationControllerFactory(nibName: nibName, bundle: bundle, delegate: delegate, configuration: configuration)
    }
}

extension TabBarControllerFactory {
    /// A tab bar controller factory.
    public static func tabBarControllerFactory(
        nibName: String? = .none, bundle: Bundle? = .none, delegate: UITabBarControllerDelegate? = .none,
        configuration: ((_: VC) -> Void)? = .none
    ) -> TabBarControllerFactory<VC, C> {
        TabBarControllerFactory(nibName: nibName, bundle: bundle, delegate: delegate, configuration: configuration)
    }
}

extension SplitControllerFactory {
    /// A split view controller factory.
    public static func splitControllerFactory(
        nibName: String? = .none, bundle: Bundle? = .none, delegate: UISplitViewControllerDelegate? = .none,
        presentsWithGesture: Bool? = .none, preferredDisplayMode: UISplitViewController.DisplayMode? = .none,
        configuration: ((_: VC) -> Void)? = .none
    ) -> SplitControllerFactory<VC, C> {
        SplitControllerFactory(
            nibName: nibName, bundle: bundle, delegate: delegate, presentsWithGesture: presentsWithGesture,
            preferredDisplayMode: preferredDisplayMode, configuration: configuration)
    }
}
