#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A property that a ``DependencyContainer`` fills when it builds the type that declares it:
/// a feature, a factory or a service.
///
/// ```swift
/// struct ProfileFeature: Feature {
///     @Dependency var client: HTTPClientProtocol
///     …
/// }
/// ```
///
/// The container resolves every such property before it hands the instance on (for a feature:
/// before the router changes the hierarchy), so a missing or mistyped dependency is a
/// ``ModuleError`` at that point, never a crash on first use. Nothing is looked up later: the
/// value is fixed when the declaring instance is built, and the property holds it strongly, so a
/// ``DependencyScope/weakShared`` dependency lives while the instance does.
///
/// The one way to read an unfilled property is to build the declaring type by hand and bypass
/// the container. That stops the program with a message naming the type, like reading an
/// implicitly unwrapped optional that was never set. Give such an instance its values in the
/// declaration (`@Dependency var client: HTTPClientProtocol = FakeClient()`), or build it with
/// ``DependencyContainer/injectDependencies(into:)``.
@MainActor
@propertyWrapper
public struct Dependency<Value> {
    let storage: DependencyStorage<Value>

    /// A property for the container to fill.
    public init() {
        storage = DependencyStorage(value: nil)
    }

    /// A property that already has its value, which the container leaves alone: how a test or a
    /// preview gives a feature a fake.
    public init(wrappedValue: Value) {
        storage = DependencyStorage(value: wrappedValue)
    }

    /// The resolved dependency.
    public var wrappedValue: Value {
        guard let value = storage.value else {
            preconditionFailure(
                "@Dependency \(String(reflecting: Value.self)) was read before a DependencyContainer "
                    + "resolved it: build the type that declares it through the container, or give it a value.")
        }
        return value
    }
}

/// The shared box behind a ``Dependency``: copies of the wrapper, such as the one reflection
/// hands the container, fill the same value.
@MainActor
final class DependencyStorage<Value> {
    var value: Value?

    init(value: Value?) {
        self.value = value
    }
}
