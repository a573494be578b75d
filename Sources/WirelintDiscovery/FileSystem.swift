#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The few POSIX calls discovery needs.
///
/// `readdir` reports each entry's type for free on common file systems, so a 10k-file tree is
/// listed without a `stat` per file; FileManager offers no such listing.
enum FileSystem {
    enum Kind: Equatable {
        case directory, regularFile, symbolicLink, other
    }

    struct Entry {
        /// `nil` when the name is not valid UTF-8: it could not be reported or reopened faithfully.
        var name: String?
        /// The name with invalid bytes replaced, for messages.
        var displayName: String
        /// `nil` when `readdir` does not know and a `lstat` is needed.
        var kind: Kind?
    }

    /// The entries of a directory except `.` and `..`, or the reason it cannot be listed.
    static func entries(of path: String) -> Result<[Entry], Failure> {
        guard let directory = opendir(path) else { return .failure(Failure()) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            // Read in place: this runs for every entry of every folder of the project.
            let names: (name: String?, displayName: String)? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: strlen(raw.baseAddress!))
                if bytes.elementsEqual([0x2E]) || bytes.elementsEqual([0x2E, 0x2E]) { return nil }
                if let name = String(validating: bytes, as: UTF8.self) { return (name, name) }
                return (nil, String(decoding: bytes, as: UTF8.self))
            }
            guard let names else { continue }
            entries.append(Entry(name: names.name, displayName: names.displayName, kind: kind(directoryEntryType: entry.pointee.d_type)))
        }
        return .success(entries)
    }

    /// The kind of the path itself (a symbolic link is reported as such).
    static func linkKind(_ path: String) -> Result<Kind, Failure> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(Failure()) }
        return .success(kind(mode: info.st_mode))
    }

    /// The kind of what the path leads to, following symbolic links.
    static func targetKind(_ path: String) -> Result<Kind, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure()) }
        return .success(kind(mode: info.st_mode))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The `errno` of a failed call, captured at once before anything else can change it.
    struct Failure: Error, Equatable {
        var code: Int32
        var reason: String

        init() {
            code = errno
            reason = String(cString: strerror(code))
        }
    }

    private static func kind(mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regularFile
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// `d_type` values, identical on Linux and Darwin (`DT_DIR` and friends import with
    /// different integer types on the two).
    private static func kind(directoryEntryType type: UInt8) -> Kind? {
        switch type {
        case 4: .directory
        case 8: .regularFile
        case 10: .symbolicLink
        case 0: nil
        default: .other
        }
    }
}
