// Beside CompleteFactory rather than the protocol: the protocol sits with the boxes below the
// assemblies, which may not name an assembly. Closures rather than key paths: a key path into a
// generic type is instantiated at run time on every use.
extension CompleteFactory: OwnChildrenDescribing {
    var ownChildDescriptions: [String] {
        children.map { $0.factoryDescription }
    }

    var ownBuiltTypes: [UIViewController.Type] {
        children.flatMap { $0.builtTypes }
    }
}
