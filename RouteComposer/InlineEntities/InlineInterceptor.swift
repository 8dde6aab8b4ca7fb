/// An interceptor made of closures, for a one-off check without declaring a type.
@MainActor
public struct InlineInterceptor<C>: RoutingInterceptor {
    /// The context type the closures take.
    public typealias Context = C

    private let prepareBlock: ((C) throws -> Void)?
    private let performBlock: (C, @escaping (_: RoutingResult) -> Void) -> Void

    /// Creates an interceptor that does its work asynchronously.
    ///
    /// - Parameters:
    ///   - prepare: runs before the navigation changes anything; throwing cancels it.
    ///   - perform: does the work and calls its completion exactly once; a failure cancels the navigation.
    public init(prepare: ((C) throws -> Void)? = nil, _ perform: @escaping (C, @escaping (_: RoutingResult) -> Void) -> Void) {
        self.prepareBlock = prepare
        self.performBlock = perform
    }

    /// Creates an interceptor whose work is synchronous: it succeeds when `block` returns and
    /// fails with the error `block` throws.
    ///
    /// - Parameters:
    ///   - prepare: runs before the navigation changes anything; throwing cancels it.
    ///   - block: the work.
    public init(prepare: ((C) throws -> Void)? = nil, _ block: @escaping (C) throws -> Void) {
        self.prepareBlock = prepare
        self.performBlock = { context, completion in
            do {
                try block(context)
                completion(.success)
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// Runs the `prepare` closure, if any.
    public mutating func prepare(with context: C) throws {
        try prepareBlock?(context)
    }

    /// Runs the work closure.
    public func perform(with context: C, completion: @escaping (_: RoutingResult) -> Void) {
        performBlock(context, completion)
    }
}
