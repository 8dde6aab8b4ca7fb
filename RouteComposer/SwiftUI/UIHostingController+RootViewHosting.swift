#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    // The hosting controller is the one real `RootViewHosting`: every SwiftUI helper forwards to the
    // shared, SwiftUI-free logic through this conformance.
    extension UIHostingController: RootViewHosting {}
#endif
