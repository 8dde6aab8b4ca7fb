// swift-tools-version: 6.0
import PackageDescription

// A package of its own, like the other benchmarks, so the library's package keeps no benchmark
// targets. It measures DependencyContainer.resolve against the closure an app would call by hand.
let package = Package(
    name: "ModuleResolution",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteComposer", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ModuleResolution",
            dependencies: [
                .product(name: "RouteComposer", package: "RouteComposer"),
            ],
            path: "Sources/ModuleResolution"
        ),
    ],
    swiftLanguageModes: [.v6]
)
