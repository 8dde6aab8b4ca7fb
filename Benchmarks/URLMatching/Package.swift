// swift-tools-version: 6.0
import PackageDescription

// A package of its own, outside the root package, so RouteComposer keeps zero dependencies:
// only this benchmark depends on routing-kit.
let package = Package(
    name: "URLMatching",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteComposer", path: "../.."),
        .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
    ],
    targets: [
        .executableTarget(
            name: "URLMatching",
            dependencies: [
                .product(name: "URLRouting", package: "RouteComposer"),
                .product(name: "RoutingKit", package: "routing-kit"),
                "HeapStatistics",
            ],
            path: "Sources/URLMatching"
        ),
        .target(name: "HeapStatistics", path: "Sources/HeapStatistics"),
    ],
    swiftLanguageModes: [.v6]
)
