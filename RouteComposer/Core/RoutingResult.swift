/// The outcome of a navigation or of one of its parts.
public enum RoutingResult: Sendable {
    /// It succeeded.
    case success
    /// It failed with the error.
    case failure(Error)

    /// True for ``success``.
    public var isSuccessful: Bool {
        if case .success = self { return true }
        return false
    }

    /// The same outcome as a standard `Result`.
    public var swiftResult: Result<Void, Error> {
        switch self {
        case .success: .success(())
        case .failure(let error): .failure(error)
        }
    }

    /// The error of a failure.
    ///
    /// - Throws: ``RoutingError/generic(_:)`` when the result is a success.
    public func getError() throws -> Error {
        guard case .failure(let error) = self else {
            throw RoutingError.generic(.init("Navigation is successful"))
        }
        return error
    }
}
