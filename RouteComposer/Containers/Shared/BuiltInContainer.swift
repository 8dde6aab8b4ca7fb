/// A UIKit container the library has an adapter for. Each container's room conforms its UIKit
/// class, which its subclasses inherit, so the default locator serves them all without naming
/// any: the rooms sit above the defaults, which everything else reads.
@MainActor
protocol BuiltInContainer: UIViewController {
    /// The library's adapter for `container`, or nil when it is not of the conforming class.
    static func builtInAdapter(for container: UIViewController) -> ContainerAdapter?
}
