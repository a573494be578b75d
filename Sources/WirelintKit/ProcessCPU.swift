import Foundation

/// The CPU time the process has used: user and system time of all its threads.
public enum ProcessCPU {
    public static func seconds() -> Double {
        let usage = processResourceUsage()
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
