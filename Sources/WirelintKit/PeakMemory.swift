import Foundation

/// The process's peak resident memory so far, in megabytes.
public enum PeakMemory {
    public static func megabytes() -> Int {
        #if os(Linux)
        // VmHWM belongs to this program's address space. `getrusage`'s peak does not: Linux
        // carries it across `exec`, so a child of a large process would report its parent's.
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
            return kilobytes >> 10
        }
        #endif
        let usage = processResourceUsage()
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) >> 20  // bytes
        #else
        return Int(usage.ru_maxrss) >> 10  // kilobytes
        #endif
    }
}

/// `getrusage` for the whole process, whose `who` argument is typed differently on Linux.
func processResourceUsage() -> rusage {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    return usage
}
