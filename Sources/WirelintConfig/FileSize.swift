/// A size in bytes as the configuration spells it: a whole number of kilobytes or megabytes
/// (`512KB`, `8MB`; a kilobyte is 1,024 bytes), and back for messages.
public enum FileSize {
    public static let kilobyte = 1024
    public static let megabyte = 1024 * 1024

    private static let units = [("KB", kilobyte), ("MB", megabyte)]

    /// The bytes of `512KB` or `8MB`; nil for any other spelling, zero, or a size that overflows.
    static func bytes(parsing text: String) -> Int? {
        for (suffix, unit) in units where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let count = Int(digits), count > 0 else { return nil }
            let (bytes, overflow) = count.multipliedReportingOverflow(by: unit)
            return overflow ? nil : bytes
        }
        return nil
    }

    /// The size as the configuration would spell it (`8MB`), or in bytes when no unit divides it.
    public static func description(ofBytes bytes: Int) -> String {
        for (suffix, unit) in units.reversed() where bytes > 0 && bytes % unit == 0 {
            return "\(bytes / unit)\(suffix)"
        }
        return "\(bytes) bytes"
    }
}
