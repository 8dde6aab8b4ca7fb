#if !canImport(UIKit) && !canImport(ObjectiveC)

    /// A method name, standing in for the Objective-C selector type on platforms without the
    /// Objective-C runtime. UIKit's targeting API (`targetViewController(forAction:sender:)`) takes one.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method name, such as `"showDetailViewController:sender:"`. Not public: Swift's
        /// `Selector` has no such property, and `description` gives the name there as here.
        let name: String

        /// Creates a selector for the method named `name`.
        public init(_ name: String) { self.name = name }

        /// Creates a selector from a string literal.
        public init(stringLiteral name: String) { self.name = name }

        /// The method name.
        public var description: String { name }
    }

#endif
