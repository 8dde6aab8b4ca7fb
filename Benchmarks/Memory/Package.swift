// swift-tools-version: 6.0
import PackageDescription

// A package of its own, like the other benchmarks, so the library's package stays free of
// benchmark targets; it needs nothing but RouteComposer and its headless UIKit model.
let package = Package(
    name: "Memory",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteComposer", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Memory",
            dependencies: [
                .product(name: "RouteComposer", package: "RouteComposer"),
                .product(name: "HeadlessUIKit", package: "RouteComposer"),
            ],
            path: "Sources/Memory"
        ),
    ],
    swiftLanguageModes: [.v6]
)
