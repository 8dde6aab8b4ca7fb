@testable import RouteComposer
import HeadlessUIKit

/// A locator of an app's own that serves every container with the default locator's adapters.
/// The router cannot know its answers in advance, as it knows the default locator's: it asks the
/// adapters for what it would otherwise read from a built-in container, and its rollback journal
/// records whole stacks.
@MainActor
struct ForwardingLocator: ContainerAdapterLocator {
    func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter {
        try DefaultContainerAdapterLocator().getAdapter(for: containerViewController)
    }
}
