/// The example's feature modules as `Package.swift` declares them, and the rules of a build graph
/// with interface targets: what lets a change to one feature recompile only that feature and the app.
struct ModuleGraph {
    /// Where the module targets live; a target there is a module, any other is not.
    static let folder = "Example/Modules/"
    /// Targets any module may depend on: the library, not a feature.
    static let shared: Set<String> = ["RouteComposer", "HeadlessUIKit"]
    /// The app target, the one allowed to see every concrete module.
    static let app = "Example"

    let targets: [PackageManifest.Target]

    var modules: [PackageManifest.Target] {
        targets.filter { $0.path?.hasPrefix(Self.folder) == true }
    }

    var interfaces: Set<String> {
        Set(modules.map(\.name).filter(Self.isInterface))
    }

    var concretes: Set<String> {
        Set(modules.map(\.name).filter { !Self.isInterface($0) })
    }

    static func isInterface(_ name: String) -> Bool {
        name.hasSuffix("Interface")
    }

    /// Every breach of the rules, as a sentence naming the targets; empty when the graph holds.
    func violations() -> [String] {
        var found: [String] = []
        let allowed = interfaces.union(Self.shared)
        for module in modules {
            for dependency in module.dependencies where !allowed.contains(dependency) {
                let what = concretes.contains(dependency) ? "the concrete module" : "the target"
                found.append("\(module.name) depends on \(what) \(dependency); a module may depend only on interfaces")
            }
            if !Self.isInterface(module.name), !interfaces.contains(module.name + "Interface") {
                found.append("\(module.name) has no interface target \(module.name)Interface")
            }
        }
        for target in targets where target.kind != .testTarget && target.name != Self.app {
            for dependency in target.dependencies where concretes.contains(dependency) && !modules.contains(target) {
                found.append("\(target.name) depends on the concrete module \(dependency); only the app may")
            }
        }
        let app = targets.first { $0.name == Self.app }
        for concrete in concretes.sorted() where app?.dependencies.contains(concrete) != true {
            found.append("the app \(Self.app) does not depend on \(concrete), so nothing wires it")
        }
        return found
    }
}
