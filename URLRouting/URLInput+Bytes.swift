extension URLInput {
    // Byte-level scanning for reading a URL in place, by integer offsets.

    /// The first index of `byte` in `bytes[from..<to]`.
    @inline(__always) static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var index = from
        while index < to {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The last index of `byte` in `bytes[from..<to]`.
    @inline(__always) static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var index = to
        while index > from {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }

    /// How deeply `key` nests: its number of `[`, as `a[b][c]` and `a[[b]]` both nest twice.
    /// Counting stops just past `limit`.
    static func nesting(of key: String, limit: Int) -> Int {
        var depth = 0
        for byte in key.utf8 where byte == UInt8(ascii: "[") {
            depth += 1
            if depth > limit { break }
        }
        return depth
    }

    @inline(__always) static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
