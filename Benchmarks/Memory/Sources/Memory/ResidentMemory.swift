import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, now and at its peak, in bytes.
///
/// Resident memory is what the issue measured (22 MiB growing to 108 MiB), and it is what a
/// user's device runs out of; it includes pages malloc keeps for reuse, which is why the cases
/// are compared with each other and not with zero.
struct ResidentMemory {
    let current: UInt64
    let peak: UInt64

    static func read() -> ResidentMemory {
        #if os(Linux)
        // /proc/self/status gives both figures in one read; statm has no peak.
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        return ResidentMemory(current: kibibytes("VmRSS:", in: status), peak: kibibytes("VmHWM:", in: status))
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        guard result == KERN_SUCCESS else { return ResidentMemory(current: 0, peak: 0) }
        return ResidentMemory(current: UInt64(info.resident_size), peak: UInt64(info.resident_size_max))
        #else
        return ResidentMemory(current: 0, peak: 0)
        #endif
    }

    #if os(Linux)
    private static func kibibytes(_ key: String, in status: String) -> UInt64 {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        let number = line.dropFirst(key.count).split(whereSeparator: \.isWhitespace).first.flatMap { UInt64($0) } ?? 0
        return number * 1024
    }
    #endif
}
