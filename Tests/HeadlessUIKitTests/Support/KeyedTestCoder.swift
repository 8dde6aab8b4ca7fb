import Foundation
import HeadlessUIKit

/// A keyed coder answering from a dictionary, standing in for an archive.
final class KeyedTestCoder: NSCoder {
    private let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
}
