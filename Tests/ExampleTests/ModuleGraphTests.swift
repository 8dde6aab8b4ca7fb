import Foundation
import Testing

/// The build-graph claim of the example's modules, checked against `Package.swift` itself: no
/// feature target depends on another feature's concrete target, and no source imports a module
/// its target does not declare.
@Suite
struct ModuleGraphTests {
    @Test("Package.swift declares the example's modules: interfaces and concrete features, each in its own target")
    func manifestDeclaresTheModules() throws {
        let graph = ModuleGraph(targets: try PackageManifest.load().targets)
        // A parser that finds nothing would pass every rule: insist on the modules that exist.
        #expect(
            graph.interfaces.isSuperset(of: [
                "HTTPClientInterface", "ProfileInterface", "LoginInterface",
                "AvatarPickerInterface",
            ]))
        #expect(graph.concretes.isSuperset(of: ["HTTPClient", "Profile", "Login", "AvatarPicker"]))
        for module in graph.modules {
            #expect(module.kind == .target)
            #expect(module.path == ModuleGraph.folder + module.name, "one folder per module target")
        }
        let app = try #require(graph.targets.first { $0.name == ModuleGraph.app })
        #expect(app.kind == .executableTarget)
    }

    @Test("No module depends on a concrete module; only the app sees them all")
    func graphHoldsTheRules() throws {
        let graph = ModuleGraph(targets: try PackageManifest.load().targets)
        try #require(!graph.modules.isEmpty)
        #expect(graph.violations() == [])
    }

    @Test("Profile knows Login through its interface only, and the avatar picker not at all")
    func featuresMeetThroughInterfaces() throws {
        let targets = try PackageManifest.load().targets
        let profile = try #require(targets.first { $0.name == "Profile" })
        let login = try #require(targets.first { $0.name == "Login" })
        #expect(profile.dependencies.contains("LoginInterface"))
        #expect(!profile.dependencies.contains("Login"))
        #expect(!login.dependencies.contains("Profile"))
        // ZIKRouter's style: Profile declares the protocol it requires; the app adapts the picker to it.
        #expect(!profile.dependencies.contains { $0.hasPrefix("AvatarPicker") })
    }

    @Test("Every source of a module imports only what its target declares")
    func sourcesImportOnlyDeclaredTargets() throws {
        // SwiftPM may let a target import a module that was built before it without declaring it;
        // the manifest's graph means something only if the sources keep to it.
        let graph = ModuleGraph(targets: try PackageManifest.load().targets)
        let root = PackageManifest.root()
        var filesRead = 0
        for module in graph.modules {
            let allowed = Set(module.dependencies).union(["Foundation"])
            for file in try Self.swiftFiles(in: root.appendingPathComponent(module.path ?? "")) {
                filesRead += 1
                let source = try String(contentsOf: file, encoding: .utf8)
                for imported in Self.imports(in: source) {
                    #expect(allowed.contains(imported), "\(module.name)/\(file.lastPathComponent) imports \(imported)")
                }
            }
        }
        #expect(filesRead >= graph.modules.count, "every module has a source read")
    }

    @Test("The rules catch a feature that imports another's concrete module")
    func rulesCatchAConcreteDependency() {
        let manifest = PackageManifest(
            source: """
                let package = Package(name: "App", targets: [
                    .target(name: "LoginInterface", path: "Example/Modules/LoginInterface"),
                    .target(name: "Login", dependencies: ["LoginInterface"], path: "Example/Modules/Login"),
                    // A comment with .target( and ] in it is not a target.
                    .target(name: "ProfileInterface", path: "Example/Modules/ProfileInterface"),
                    .target(name: "Profile", dependencies: ["ProfileInterface", .target(name: "Login")],
                            path: "Example/Modules/Profile"),
                    .executableTarget(name: "Example", dependencies: ["Login"], path: "Example"),
                ])
                """)
        #expect(manifest.targets.map(\.name) == ["LoginInterface", "Login", "ProfileInterface", "Profile", "Example"])
        #expect(
            ModuleGraph(targets: manifest.targets).violations() == [
                "Profile depends on the concrete module Login; a module may depend only on interfaces",
                "the app Example does not depend on Profile, so nothing wires it",
            ])
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    /// The modules a source imports, `@testable` and `@_exported` ones included.
    private static func imports(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.count >= 2, words[0] == "import" else { return nil }
            return String(words[1])
        }
    }
}
