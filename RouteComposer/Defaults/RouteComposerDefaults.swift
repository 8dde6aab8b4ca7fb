/// The defaults the library's entities use when none is passed to them: the logger, the window
/// provider, the container adapter locator, the stack iterator and the clock.
///
/// Configure them once at launch, before creating routers and configurations. Reconfiguring
/// later works, but entities created earlier keep the values they captured; the logger warns
/// about it.
@MainActor
public final class RouteComposerDefaults {
    private static var configured: RouteComposerDefaults?

    /// The current defaults; created with the standard values on first use.
    public static var shared: RouteComposerDefaults {
        if let configured { return configured }
        let standard = RouteComposerDefaults(
            logger: DefaultLogger(.warnings), windowProvider: KeyWindowProvider(),
            containerAdapterLocator: DefaultContainerAdapterLocator(), stackIterator: nil,
            clock: SystemNavigationClock())
        configured = standard
        return standard
    }

    /// The logger; nil silences the library.
    ///
    /// Entities read it when they are created, not each time they log: a ``DefaultRouter`` made
    /// before ``configureWith(logger:windowProvider:containerAdapterLocator:stackIterator:clock:)``
    /// sets it to nil keeps logging to the logger it was made with, and only routers made after
    /// are silent. Configure the defaults before creating routers.
    public let logger: Logger?
    /// The window provider.
    public let windowProvider: WindowProvider
    /// The container adapter locator.
    public let containerAdapterLocator: ContainerAdapterLocator
    /// The stack iterator of finders that are given none: by default the full stack from the topmost controller.
    public let stackIterator: StackIterator
    /// The clock of routers' and interceptors' timeouts: by default a ``SystemNavigationClock``.
    public let clock: NavigationClock

    private init(
        logger: Logger?, windowProvider: WindowProvider, containerAdapterLocator: ContainerAdapterLocator, stackIterator: StackIterator?,
        clock: NavigationClock
    ) {
        self.logger = logger
        self.clock = clock
        self.windowProvider = windowProvider
        self.containerAdapterLocator = containerAdapterLocator
        self.stackIterator =
            stackIterator
            ?? DefaultStackIterator(
                options: .fullStack, startingPoint: .topmost,
                windowProvider: windowProvider,
                containerAdapterLocator: containerAdapterLocator)
    }

    /// Forgets the configured defaults, as a fresh launch has none: the next read of ``shared``
    /// creates the standard ones, and the next
    /// ``configureWith(logger:windowProvider:containerAdapterLocator:stackIterator:clock:)`` is
    /// a first configuration, which does not warn.
    ///
    /// Package access, for the test support's isolation trait: the defaults are process-wide, so
    /// each test starts from them as an app starts, and no test restores what it configured. An
    /// app has one launch and no use for it.
    package static func resetToStandard() {
        configured = nil
    }

    /// Sets the defaults.
    public static func configureWith(
        logger: Logger? = DefaultLogger(.warnings),
        windowProvider: WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: ContainerAdapterLocator = DefaultContainerAdapterLocator(),
        stackIterator: StackIterator? = nil,
        clock: NavigationClock = SystemNavigationClock()
    ) {
        if configured != nil {
            logger?.warning("RouteComposerDefaults were configured again; entities created before keep the earlier defaults.")
        }
        configured = RouteComposerDefaults(
            logger: logger, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator, stackIterator: stackIterator,
            clock: clock)
    }
}
