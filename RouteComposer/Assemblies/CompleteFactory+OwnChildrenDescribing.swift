// Beside CompleteFactory rather than the protocol: the protocol sits with the boxes below the
// assemblies, which may not name an assembly.

extension CompleteFactory: OwnChildrenDescribing {
    var ownChildDescriptions: [String] {
        children.map(\.factoryDescription)
    }

    var ownBuiltTypes: [UIViewController.Type] {
        children.flatMap(\.builtTypes)
    }
}
