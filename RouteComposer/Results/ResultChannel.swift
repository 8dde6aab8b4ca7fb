/// Where a ``ResultProducing`` controller sends the value that ends its flow.
///
/// The controller creates the channel and holds it; the router connects the flow that waits for
/// the value when it finds or builds the controller, and disconnects it when the flow ends. A
/// channel serves one flow at a time.
@MainActor
public final class ResultChannel<Output> {
    /// The flow waiting for the value; held weakly, as the flow is kept by what it waits on.
    weak var flow: ResultFlow<Output>?
    /// Tells the flow when the channel, and so the controller owning it, is released. Held only
    /// here, so it goes with the channel.
    var releaseSignal: ReleaseSignal?

    /// Creates a channel that no flow waits on yet.
    public init() {}

    /// True while a flow waits for this channel's value.
    var isAwaited: Bool { flow?.acceptsValue ?? false }

    /// Sends the value that ends the waiting flow.
    ///
    /// The first value a flow gets ends it; the router closes what the flow showed, as its
    /// ``ResultFlowClosing`` says, and then returns the value. A value sent while no flow waits
    /// (the controller was shown by an ordinary navigation, or its flow already ended) is dropped.
    ///
    /// - Returns: whether a flow took the value.
    @discardableResult
    public func send(_ value: Output) -> Bool {
        guard let flow, flow.acceptsValue else { return false }
        flow.receive(value)
        return true
    }
}

/// Calls its closure when it is released: the one signal that reaches the main actor when a
/// controller is deallocated, without a `deinit` of the controller's own.
final class ReleaseSignal: Sendable {
    private let onRelease: @Sendable () -> Void

    init(_ onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}
