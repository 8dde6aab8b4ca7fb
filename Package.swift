// swift-tools-version: 6.0
import PackageDescription

// The package has no dependencies on purpose: apps pull in exactly RouteComposer,
// and the headless UIKit model travels with it for Linux and macOS test runs.
// URLRouting, the URL matcher, is a target of its own so code without UIKit can use it.
let package = Package(
    name: "RouteComposer",
    platforms: [
        .iOS(.v15),
        .macOS(.v13),
    ],
    products: [
        .library(name: "RouteComposer", targets: ["RouteComposer"]),
        // URL matching alone, with no UIKit, for server-side Swift and other non-UI code.
        .library(name: "URLRouting", targets: ["URLRouting"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    ],
    targets: [
        .target(
            name: "HeadlessUIKit",
            path: "HeadlessUIKit"
        ),
        .target(
            name: "URLRouting",
            path: "URLRouting"
        ),
        .target(
            name: "RouteComposer",
            // HeadlessUIKit compiles to an empty module wherever UIKit exists.
            dependencies: ["HeadlessUIKit", "URLRouting"],
            path: "RouteComposer"
        ),
        // The example's feature modules, split as RouterService's example is: each feature has an
        // interface target (its routes, its protocols) and a concrete target that imports
        // interfaces only, never another feature's concrete target, so changing a screen
        // recompiles its own target and the app. ExampleTests/ModuleGraphTests holds them to it.
        .target(
            name: "HTTPClientInterface",
            path: "Example/Modules/HTTPClientInterface"
        ),
        .target(
            name: "HTTPClient",
            dependencies: ["HTTPClientInterface"],
            path: "Example/Modules/HTTPClient"
        ),
        .target(
            name: "ProfileInterface",
            dependencies: ["RouteComposer"],
            path: "Example/Modules/ProfileInterface"
        ),
        .target(
            name: "Profile",
            dependencies: ["ProfileInterface", "LoginInterface", "HTTPClientInterface", "RouteComposer"],
            path: "Example/Modules/Profile"
        ),
        .target(
            name: "LoginInterface",
            dependencies: ["RouteComposer"],
            path: "Example/Modules/LoginInterface"
        ),
        .target(
            name: "Login",
            dependencies: ["LoginInterface", "RouteComposer"],
            path: "Example/Modules/Login"
        ),
        // ZIKRouter's style: the picker provides AvatarPickerInput; Profile requires a protocol of
        // its own, and the app adapts one to the other.
        .target(
            name: "AvatarPickerInterface",
            dependencies: ["RouteComposer"],
            path: "Example/Modules/AvatarPickerInterface"
        ),
        .target(
            name: "AvatarPicker",
            dependencies: ["AvatarPickerInterface", "RouteComposer"],
            path: "Example/Modules/AvatarPicker"
        ),
        .executableTarget(
            name: "Example",
            // The app: the only target that sees the concrete modules, to wire them together.
            dependencies: [
                "RouteComposer", "HeadlessUIKit",
                "HTTPClientInterface", "HTTPClient", "ProfileInterface", "Profile", "LoginInterface", "Login",
                "AvatarPickerInterface", "AvatarPicker",
            ],
            path: "Example",
            exclude: ["Modules"],
            // The route table the example loads at start, found through `Bundle.module`.
            resources: [.process("Resources")]
        ),
        .target(
            name: "HeadlessTestSupport",
            dependencies: ["HeadlessUIKit"],
            path: "Tests/HeadlessTestSupport"
        ),
        .testTarget(
            name: "RouteComposerTests",
            dependencies: ["RouteComposer", "HeadlessTestSupport"],
            path: "Tests/RouteComposerTests"
        ),
        .testTarget(
            // Only URLRouting, as a server would use it: proof that it needs nothing of UIKit.
            name: "URLRoutingTests",
            dependencies: ["URLRouting"],
            path: "Tests/URLRoutingTests"
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: [
                "Example", "HeadlessTestSupport",
                // The example's modules, driven directly by the tests of their navigation.
                "HTTPClientInterface", "HTTPClient", "ProfileInterface", "Profile", "LoginInterface", "Login",
                "AvatarPickerInterface", "AvatarPicker",
            ],
            path: "Tests/ExampleTests"
        ),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: ["HeadlessUIKit", "HeadlessTestSupport"],
            path: "Tests/HeadlessUIKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
