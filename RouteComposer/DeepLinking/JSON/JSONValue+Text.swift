#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text: object members sorted by the UTF-8 bytes of their keys,
    /// so equal values give equal text; numbers as they were read; `/` and non-ASCII characters
    /// written as they are.
    ///
    /// The values still to write are kept on a stack of their own, so the depth of the value
    /// costs memory, not the thread's stack.
    package var text: String {
        enum Pending {
            case value(JSONValue)
            case punctuation(String)
        }
        var result = ""
        var pending: [Pending] = [.value(self)]
        while let next = pending.popLast() {
            switch next {
            case let .punctuation(text):
                result += text
            case .value(.null):
                result += "null"
            case let .value(.bool(value)):
                result += value ? "true" : "false"
            case let .value(.number(text)):
                result += text
            case let .value(.string(text)):
                JSONString.appendQuoted(text, to: &result)
            case let .value(.array(elements)):
                result += "["
                pending.append(.punctuation("]"))
                for (index, element) in elements.enumerated().reversed() {
                    pending.append(.value(element))
                    if index > 0 { pending.append(.punctuation(",")) }
                }
            case let .value(.object(members)):
                result += "{"
                pending.append(.punctuation("}"))
                let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                for (index, member) in sorted.enumerated().reversed() {
                    pending.append(.value(member.value))
                    pending.append(.punctuation((index > 0 ? "," : "") + JSONString.quoted(member.key) + ":"))
                }
            }
        }
        return result
    }

    package var description: String { text }
}
