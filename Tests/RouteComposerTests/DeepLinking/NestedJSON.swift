/// `count` arrays inside one another around `inner`: `[[…inner…]]`.
func nestedArrays(_ count: Int, around inner: String = "") -> String {
    String(repeating: "[", count: count) + inner + String(repeating: "]", count: count)
}
