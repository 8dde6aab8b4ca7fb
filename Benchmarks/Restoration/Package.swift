// swift-tools-version: 6.0
import PackageDescription

// A package of its own, like the other benchmarks, so the library's package keeps no benchmark
// targets. It measures Router.restore of snapshots of stacked presentations (issue 24).
let package = Package(
    name: "Restoration",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteComposer", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Restoration",
            dependencies: [
                .product(name: "RouteComposer", package: "RouteComposer"),
                .product(name: "HeadlessUIKit", package: "RouteComposer"),
            ],
            path: "Sources/Restoration"
        ),
    ],
    swiftLanguageModes: [.v6]
)
