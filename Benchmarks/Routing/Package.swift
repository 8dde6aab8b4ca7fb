// swift-tools-version: 6.0
import PackageDescription

// A package of its own, like the other benchmarks, so the library's package stays free of
// benchmark targets; it needs nothing but RouteComposer, its headless UIKit model and a few
// lines of C that count mallocs.
let package = Package(
    name: "Routing",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "RouteComposer", path: "../.."),
    ],
    targets: [
        // malloc and friends, defined in the executable so they take the place of libc's for the
        // whole process, counting each call before handing it on.
        .target(
            name: "MallocCounter",
            path: "Sources/MallocCounter"
        ),
        .executableTarget(
            name: "Routing",
            dependencies: [
                "MallocCounter",
                .product(name: "RouteComposer", package: "RouteComposer"),
                .product(name: "HeadlessUIKit", package: "RouteComposer"),
            ],
            path: "Sources/Routing"
        ),
    ],
    swiftLanguageModes: [.v6]
)
