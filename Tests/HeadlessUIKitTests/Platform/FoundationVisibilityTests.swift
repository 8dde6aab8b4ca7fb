import Testing
import HeadlessUIKit

// This file imports the model alone, as an iOS file imports UIKit alone: every Foundation name
// below must come through the model's re-export.

/// A controller written the way iOS code writes one, naming Foundation types in its signatures.
private final class SettingsViewController: UIViewController {
    let endpoint: URL

    init(endpoint: URL) {
        self.endpoint = endpoint
        super.init(nibName: nil, bundle: Bundle.main)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Platform: Foundation comes with the model")
    struct FoundationVisibilityTests {
        @Test("Bundle, NSCoder, URL and Data are visible with only `import HeadlessUIKit`, as with `import UIKit`")
        func foundationIsReexported() throws {
            let url = try #require(URL(string: "https://shop.example.com/settings"))
            let controller = SettingsViewController(endpoint: url)
            #expect(controller.endpoint.host == "shop.example.com")
            #expect(controller.nibBundle === Bundle.main)
            #expect(Data("ok".utf8).count == 2)
        }
    }
}
