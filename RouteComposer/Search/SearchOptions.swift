/// Which relatives of a controller a stack search looks at.
public struct SearchOptions: OptionSet, CaseIterable, CustomStringConvertible, Sendable {
    /// The raw value, as UIKit stores it.
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The controller itself.
    public static let current = SearchOptions(rawValue: 1 << 0)
    /// The children a container shows: a stack's top, the selected tab, the visible columns.
    public static let visible = SearchOptions(rawValue: 1 << 1)
    /// Every child of a container.
    public static let contained = SearchOptions(rawValue: 1 << 2)
    /// The controllers presented above it.
    public static let presented = SearchOptions(rawValue: 1 << 3)
    /// The controllers presenting it, down to the window's root.
    public static let presenting = SearchOptions(rawValue: 1 << 4)
    /// Its parents.
    public static let parent = SearchOptions(rawValue: 1 << 5)

    /// The controller and all it contains.
    public static let currentAllStack: SearchOptions = [.current, .contained]
    /// The controller and what it shows.
    public static let currentVisibleOnly: SearchOptions = [.current, .visible]
    /// Everything on screen: shown children, presented and presenting controllers.
    public static let allVisible: SearchOptions = [.current, .visible, .presented, .presenting]
    /// Everything reachable: all children, presented and presenting controllers.
    public static let fullStack: SearchOptions = [.current, .contained, .presented, .presenting]
    /// The controller, its children and what it presents.
    public static let currentAndUp: SearchOptions = [.current, .contained, .presented]
    /// The controller, its children and what presents it.
    public static let currentAndDown: SearchOptions = [.current, .contained, .presenting]

    /// The single options, in bit order.
    public static let allCases: [SearchOptions] = [.current, .visible, .contained, .presented, .presenting, .parent]

    /// The names of the options set, comma-separated.
    public var description: String {
        let names: [(SearchOptions, String)] = [
            (.current, "current"), (.visible, "visible"), (.contained, "contained"),
            (.presented, "presented"), (.presenting, "presenting"), (.parent, "parent"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
