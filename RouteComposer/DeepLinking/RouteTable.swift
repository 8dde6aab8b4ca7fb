import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Deep links declared in a JSON file and bound to destinations registered in code by name.
///
/// Code registers each destination under a name, with the parameters (and their types) it reads
/// from the URL; the file, loaded at start-up, says which URL patterns lead to which name. The
/// file is checked against the code before anything is installed, and every problem is reported
/// at once, each with its line, column and JSON path.
///
/// ```swift
/// let table = RouteTable()
/// try table.register("product", destination: ShopConfiguration.product, requiring: ["id": Int.self],
///                    context: { String(try $0.value("id", as: Int.self)) })
/// try table.register("cart", destination: ShopConfiguration.cart)
/// let links = try table.makeRouter(from: routesJSON, universalLinkHosts: ["shop.example.com"])
/// ```
///
/// ## The file
///
/// ```json
/// { "routes": [
///   { "pattern": "shop://product/:id<Int>", "destination": "product" },
///   { "pattern": "https://shop.example.com/p/:id", "destination": "product", "parameters": { "id": "Int" } },
///   { "pattern": "shop://cart", "destination": "cart", "description": "the basket tab" }
/// ] }
/// ```
///
/// The document is an object whose `routes` array holds one object per route; other top-level
/// keys are ignored. A route object has:
///
/// - `pattern` (string, required): a ``URLPattern``, which may type its parameters inline, `:id<Int>`.
/// - `destination` (string, required): the name a destination was registered under in code.
/// - `parameters` (object, optional): parameter name → type name, as in `{"id": "Int"}`. It types
///   an untyped parameter of the pattern as if written inline (`:id` becomes `:id<Int>`, which
///   also changes which URLs match); for a parameter typed inline it must name the same type.
///   Type names are those of the router's ``URLParameterTypes``. A catch-all cannot be typed.
/// - `description` (string, optional): free text for people reading the file.
///
/// Entries are installed in file order, which is the order routes that end at the same place
/// are tried (see ``URLRouter``).
///
/// ## Checks
///
/// - The text is JSON, nested at most ``maxNestingDepth`` levels, and the document has the shape
///   above; unknown and repeated keys in a route object are reported, since they are usually typos.
/// - Each `destination` is registered in code.
/// - Each pattern parses with the router's parameter types, is allowed by its universal-link
///   hosts, and does not match exactly the same URLs as an earlier entry or a route the router
///   already has (``URLRoutingError/conflictingPatterns(existing:new:)``).
/// - `parameters` names only parameters of the pattern, with registered types that agree with
///   the pattern's.
/// - Every parameter the destination requires is captured by the pattern, always (not by an
///   optional query item), with exactly the required type: an untyped parameter captures a
///   `String`, a catch-all a `[String]`.
@MainActor
public final class RouteTable {
    struct Requirement {
        let name: String
        let type: ObjectIdentifier
        let typeName: String
    }

    struct Target {
        /// Sorted by name, so problems come in a stable order.
        let requirements: [Requirement]
        let install: (DeepLinkRouter, URLPattern) throws -> URLRouteHandle
    }

    private(set) var targets = KeyedRegistry<String, Target>()
    /// The names destinations were registered under, in registration order.
    var destinationNames: [String] { targets.keys }
    /// How many arrays and objects a route table file may open inside one another, the
    /// document's own object counting as the first; 256 by default. A deeper file is refused
    /// with one ``RouteTableProblem/Kind/nestingTooDeep(limit:)`` problem, whatever its depth,
    /// without exhausting the stack of the thread that loads it.
    public var maxNestingDepth = JSONNesting.defaultLimit

    /// A table without destinations.
    public init() {}

    /// Registers `step` as the destination `name`, reached with the context `context` makes from a match.
    ///
    /// - Parameters:
    ///   - name: The name route table files use for this destination; unique in the table.
    ///   - step: The destination.
    ///   - requiring: The parameters `context` reads, with the types it reads them as. Every route
    ///     of the file that leads to `name` must capture each of them, with that type.
    ///   - context: Makes the context from the match; returns `nil` to decline, throws to stop
    ///     routing, as in ``DeepLinkRouter/register(_:destination:context:parameters:)``.
    ///   - parameters: Turns a context back into the pattern's parameters, for reverse routing.
    /// - Throws: ``DeepLinkError/duplicateDestination(_:)`` when `name` is taken.
    public func register<VC: UIViewController, C>(
        _ name: String, destination step: DestinationStep<VC, C>,
        requiring: [String: Any.Type] = [:],
        context: @escaping (URLMatch) throws -> C?,
        parameters: ((C) -> [String: String]?)? = nil
    ) throws(DeepLinkError) {
        try add(name, requiring: requiring) { links, pattern in
            try links.register(pattern, destination: step, context: context, parameters: parameters)
        }
    }

    /// Registers `step`, which takes no context, as the destination `name`.
    public func register<VC: UIViewController>(_ name: String, destination step: DestinationStep<VC, Any?>) throws(DeepLinkError) {
        try add(name, requiring: [:]) { links, pattern in try links.register(pattern, destination: step) }
    }

    /// Registers `step`, which takes a `Void` context, as the destination `name`.
    public func register<VC: UIViewController>(_ name: String, destination step: DestinationStep<VC, Void>) throws(DeepLinkError) {
        try add(name, requiring: [:]) { links, pattern in try links.register(pattern, destination: step) }
    }

    /// Registers as `name` whatever destination `handler` makes from a match; `nil` declines.
    public func register(
        _ name: String, requiring: [String: Any.Type] = [:],
        to handler: @escaping (URLMatch) throws -> AnyDestination?
    ) throws(DeepLinkError) {
        try add(name, requiring: requiring) { links, pattern in try links.register(pattern, to: handler) }
    }

    private func add(
        _ name: String, requiring: [String: Any.Type],
        install: @escaping (DeepLinkRouter, URLPattern) throws -> URLRouteHandle
    ) throws(DeepLinkError) {
        let requirements = requiring.map { Requirement(name: $0.key, type: ObjectIdentifier($0.value), typeName: String(describing: $0.value)) }
        let target = Target(requirements: requirements.sorted { $0.name < $1.name }, install: install)
        guard targets.insert(target, for: name) == nil else { throw .duplicateDestination(name) }
    }

    // MARK: Loading

    /// Checks the route table `json` against the destinations registered here and against
    /// `links`, then installs its routes into `links`, in file order.
    ///
    /// - Returns: The handles of the installed routes, in file order.
    /// - Throws: ``DeepLinkError`` with every problem found; nothing is installed then.
    @discardableResult
    public func install(_ json: Data, into links: DeepLinkRouter) throws(DeepLinkError) -> [URLRouteHandle] {
        let routes = try validate(json, against: links)
        var handles: [URLRouteHandle] = []
        var problems: [RouteTableProblem] = []
        for route in routes {
            do {
                handles.append(try route.target.install(links, route.pattern))
            } catch {
                // The patterns passed the router's own checks in the dry run, so this is not expected.
                problems.append(
                    RouteTableProblem(.invalidPattern(Self.routingError(error, pattern: route.pattern.text)), at: route.location, entry: route.entry))
            }
        }
        guard problems.isEmpty else { throw DeepLinkError.invalidRouteTable(problems: problems) }
        return handles
    }

    /// Reads the route table at `url` and installs it as ``install(_:into:)`` does.
    ///
    /// - Throws: ``DeepLinkError``; a file that cannot be read gives one
    ///   ``RouteTableProblem/Kind/unreadable(reason:)`` problem at line 1, column 1.
    @discardableResult
    public func install(contentsOf url: URL, into links: DeepLinkRouter) throws(DeepLinkError) -> [URLRouteHandle] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DeepLinkError.invalidRouteTable(problems: [
                RouteTableProblem(
                    .unreadable(reason: error.localizedDescription),
                    at: RouteTableLocation(path: "", line: 1, column: 1))
            ])
        }
        return try install(data, into: links)
    }

    /// A new ``DeepLinkRouter`` with the routes of `json`, checked as ``install(_:into:)`` checks them.
    ///
    /// - Parameters:
    ///   - json: The route table file's UTF-8 text.
    ///   - universalLinkHosts: The hosts the new router accepts `https` links for.
    ///   - limits: The new router's limits on the URLs it reads.
    ///   - parameterTypes: The types patterns may name, inline or in `parameters`.
    /// - Throws: ``DeepLinkError`` with every problem found.
    public func makeRouter(
        from json: Data, universalLinkHosts: [String] = [], limits: URLRouterLimits = .default,
        parameterTypes: URLParameterTypes = .standard
    ) throws(DeepLinkError) -> DeepLinkRouter {
        let links = DeepLinkRouter(universalLinkHosts: universalLinkHosts, limits: limits)
        links.parameterTypes = parameterTypes
        try install(json, into: links)
        return links
    }
}
