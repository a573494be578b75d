import Foundation
import WirelintFacts
import WirelintRules

/// Facts and run results on disk, under a folder per tool build and an entry per project.
///
/// Facts are a pure function of (file content, tool version), so they are looked up by content
/// hash and never need invalidating: a changed file has a new key. Each project (the folder
/// wirelint runs in) has one pack of facts (`FactsPack`, with its additions) and one stored
/// run. Entries carry their length and a checksum; a truncated, corrupt or half-written entry
/// fails the check and is recomputed. A pack and additions written by different runs are still
/// consistent: both only map content keys to facts. Writes go to a temporary file that is renamed into place, so concurrent runs
/// never see a partial entry: the last writer wins, and either run's entry is valid.
struct FactsCache: Sendable {
    let directory: URL
    /// Names the project's entries: a hash of its folder's path.
    private let projectKey: String

    init(root: URL, project: String) {
        directory = root.appendingPathComponent("\(ToolVersion.current)-\(Self.buildIdentifier)", isDirectory: true)
        var project = project
        projectKey = project.withUTF8 { ContentHash.hex(of: UnsafeRawBufferPointer($0)) }
    }

    /// The cache of a run in `workingDirectory`: under `--cache-path` when given (relative to
    /// the working directory), else under the per-user cache folder.
    init(cachePath: String?, workingDirectory: URL) {
        self.init(
            root: cachePath.map { URL(fileURLWithPath: $0, relativeTo: workingDirectory) } ?? Self.defaultRoot(),
            project: workingDirectory.standardizedFileURL.path)
    }

    /// Distinguishes builds of the same version (a development build, a locally patched one):
    /// the executable's size and modification time. A rebuilt binary never reads facts an
    /// older extractor wrote.
    static let buildIdentifier: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let (size, modified) = FileStamps.sizeAndModification(of: path) else { return "unknown" }
        return String(UInt64(size) &* 31 &+ UInt64(modified * 1000), radix: 36)
    }()

    /// `$XDG_CACHE_HOME/wirelint`, `~/Library/Caches/wirelint` on macOS, else `~/.cache/wirelint`.
    /// A relative `XDG_CACHE_HOME` is ignored, as the XDG base directory specification says: it
    /// would scatter cache folders over whatever directory each run starts in.
    static func defaultRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("wirelint")
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/wirelint")
        #else
        return home.appendingPathComponent(".cache/wirelint")
        #endif
    }

    var packURL: URL { directory.appendingPathComponent("packs", isDirectory: true).appendingPathComponent(projectKey) }
    /// The facts stored beside the pack since it was written (`FactsPack`).
    var additionsURL: URL { packURL.appendingPathExtension("added") }
    var runURL: URL { directory.appendingPathComponent("runs", isDirectory: true).appendingPathComponent(projectKey) }

    /// The facts of the project's last run, with their additions; empty when there are none
    /// or they are damaged.
    func loadPack() -> FactsPack {
        FactsPack(payload: Self.payload(at: packURL), additions: Self.payload(at: additionsURL))
    }

    /// Writes `pack` in place of the project's pack and its additions.
    func storePack(_ pack: FactsPack) {
        guard var entry = CacheEntryWriter(for: packURL) else { return }
        pack.write(to: &entry)
        finishPack(entry)
    }

    /// Moves a pack written in full into place; the additions of the one it replaces go with it.
    func finishPack(_ entry: consuming CacheEntryWriter) {
        entry.finish(to: packURL)
        unlink(additionsURL.path)
    }

    /// Writes the facts the pack lacks (`FactsPack.additions(toHold:)`) in place of its
    /// additions, which they include.
    func storeAdditions(_ additions: [(key: String, encoded: ArraySlice<UInt8>)]) {
        guard var entry = CacheEntryWriter(for: additionsURL) else { return }
        for addition in additions { FactsPack.write(addition.encoded, forKey: addition.key, to: &entry) }
        entry.finish(to: additionsURL)
    }

    /// Stores the facts of a run's files (each key and encoding): as additions beside `pack`
    /// when it lacks only a few of them, else as a new pack.
    func store(_ current: [(key: String, encoded: ArraySlice<UInt8>)], beside pack: FactsPack) {
        if let additions = pack.additions(toHold: current) {
            storeAdditions(additions)
        } else {
            storePack(FactsPack(current))
        }
    }

    /// The project's last run, if there is one and its checksum holds (its report is decoded
    /// when a run reuses it, `StoredRun.reported()`).
    func loadRun() -> StoredRun? {
        Self.payload(at: runURL).flatMap { try? StoredRun(decoding: $0) }
    }

    func storeRun(_ run: StoredRun) {
        guard var entry = CacheEntryWriter(for: runURL) else { return }
        run.write(to: &entry)
        entry.finish(to: runURL)
    }

    /// Removes what nothing has written for `maximumAge`: the folders of other builds (each
    /// upgrade starts a new one) and, in this build's folder, the packs and runs of projects no
    /// longer linted here (a CI job that checks out into a fresh folder each time leaves one
    /// per job). Without it the cache only grows. Only folders named as builds' are (a version,
    /// a dash, an identifier) and holding nothing but `packs` and `runs` are taken for other
    /// builds' ones: `--cache-path` may name a folder with more in it.
    func removeStaleEntries(maximumAge: TimeInterval = 30 * 24 * 3600, now: Date = Date()) {
        let files = FileManager.default
        let cutoff = now.addingTimeInterval(-maximumAge)
        func lastWritten(_ url: URL) -> Date? {
            FileStamps.sizeAndModification(of: url.path).map { Date(timeIntervalSince1970: $0.modified) }
        }
        func entries(of folder: URL) -> [URL] {
            (try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        }
        let entryFolders: Set = ["packs", "runs"]
        for build in entries(of: directory.deletingLastPathComponent()) where build.lastPathComponent != directory.lastPathComponent {
            let contents = entries(of: build)
            guard build.lastPathComponent.first?.isNumber == true, build.lastPathComponent.contains("-"), !contents.isEmpty, contents.allSatisfy({ entryFolders.contains($0.lastPathComponent) }),
                  let written = contents.compactMap(lastWritten).max(), written < cutoff else { continue }
            try? files.removeItem(at: build)
        }
        for folder in entryFolders {
            for entry in entries(of: directory.appendingPathComponent(folder)) where (lastWritten(entry) ?? now) < cutoff {
                try? files.removeItem(at: entry)
            }
        }
    }

    /// An entry's payload, if its header and checksum are intact.
    static func payload(at url: URL) -> ArraySlice<UInt8>? {
        guard let bytes = Self.contents(of: url), bytes.count >= CacheEntryWriter.headerSize else { return nil }
        let valid = bytes.withUnsafeBytes { raw -> Bool in
            guard Array(raw[0..<4]) == CacheEntryWriter.magic else { return false }
            let length = raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
            let checksum = raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)
            let payload = UnsafeRawBufferPointer(rebasing: raw[CacheEntryWriter.headerSize...])
            return UInt64(payload.count) == length && ContentHash.checksum(of: payload) == checksum
        }
        return valid ? bytes[CacheEntryWriter.headerSize...] : nil
    }

    /// A regular file's bytes, read straight into the array the pack keeps slices of.
    private static func contents(of url: URL) -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return nil }
        let size = Int(status.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let result = read(descriptor, buffer.baseAddress! + count, size - count)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { break }
                count += result
            }
            complete = count == size
        }
        return complete ? bytes : nil
    }
}
