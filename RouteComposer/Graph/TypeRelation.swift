#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// True when a value of `candidate` is also a `base`: the same type, a subclass, or a conforming
/// type. The configuration only keeps metatypes, so the generic parameter is opened from
/// `base`'s dynamic type to let the runtime's cast decide.
func isType(_ candidate: Any.Type, subtypeOf base: Any.Type) -> Bool {
    func check<Base>(_: Base.Type) -> Bool { candidate is Base.Type }
    return check(base)
}

/// True when some controller can be of both types: one is a subclass of the other. Two unrelated
/// classes have no common instance.
func typesOverlap(_ first: Any.Type, _ second: Any.Type) -> Bool {
    isType(first, subtypeOf: second) || isType(second, subtypeOf: first)
}
