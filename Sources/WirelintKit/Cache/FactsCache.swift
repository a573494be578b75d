import Foundation
import WirelintFacts
import WirelintRules

/// Per-file facts on disk, keyed by content hash under a folder per tool version.
///
/// Facts are a pure function of (file content, tool version), so an entry never needs
/// invalidating: a changed file has a new key. Entries carry their length and a checksum;
/// a truncated, corrupt or half-written entry fails the check and is recomputed. Writes go to
/// a temporary file that is renamed into place, so concurrent runs never see a partial entry.
struct FactsCache: Sendable {
    let directory: URL

    private static let magic: [UInt8] = Array("WLF2".utf8)

    init(root: URL) {
        directory = root.appendingPathComponent("\(ToolVersion.current)-\(Self.buildIdentifier)", isDirectory: true)
    }

    /// Distinguishes builds of the same version (a development build, a locally patched one):
    /// the executable's size and modification time. A rebuilt binary never reads facts an
    /// older extractor wrote.
    static let buildIdentifier: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int,
              let modified = attributes[.modificationDate] as? Date else { return "unknown" }
        return String(UInt64(size) &* 31 &+ UInt64(modified.timeIntervalSince1970 * 1000), radix: 36)
    }()

    /// `$XDG_CACHE_HOME/wirelint`, `~/Library/Caches/wirelint` on macOS, else `~/.cache/wirelint`.
    static func defaultRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("wirelint")
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/wirelint")
        #else
        return home.appendingPathComponent(".cache/wirelint")
        #endif
    }

    private func url(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2)), isDirectory: true).appendingPathComponent(key)
    }

    func load(key: String) -> FileFacts? {
        entry(at: url(for: key), as: FileFacts.self)
    }

    func store(_ facts: FileFacts, key: String) {
        write(facts, to: url(for: key))
    }

    /// The result of an earlier run with exactly the same inputs (see `Linter.runSignature`).
    func loadRun(key: String) -> StoredRun? {
        entry(at: runURL(for: key), as: StoredRun.self)
    }

    func storeRun(_ run: StoredRun, key: String) {
        write(run, to: runURL(for: key))
    }

    private func runURL(for key: String) -> URL {
        directory.appendingPathComponent("runs", isDirectory: true).appendingPathComponent(key)
    }

    private func entry<Value: Decodable>(at url: URL, as type: Value.Type) -> Value? {
        guard let data = try? Data(contentsOf: url), data.count > 20 else { return nil }
        return data.withUnsafeBytes { raw -> Value? in
            guard Array(raw[0..<4]) == Self.magic else { return nil }
            let length = raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
            let checksum = raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)
            let payload = UnsafeRawBufferPointer(rebasing: raw[20...])
            guard UInt64(payload.count) == length, ContentHash.checksum(of: payload) == checksum else { return nil }
            return try? BinaryDecoder().decode(Value.self, from: payload)
        }
    }

    /// Best effort: a cache that cannot be written (read-only folder, full disk) only costs speed.
    private func write<Value: Encodable>(_ value: Value, to destination: URL) {
        guard let payload = try? BinaryEncoder().encode(value) else { return }
        var entry = Data(Self.magic)
        payload.withUnsafeBytes { raw in
            withUnsafeBytes(of: UInt64(raw.count)) { entry.append(contentsOf: $0) }
            withUnsafeBytes(of: ContentHash.checksum(of: raw)) { entry.append(contentsOf: $0) }
        }
        entry.append(contentsOf: payload)
        let folder = destination.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: entry) else { return }
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}

/// What a run produced, kept so that an identical run can skip analysis.
struct StoredRun: Codable {
    let findings: [Finding]
    let files: [String]
    let problems: [FileProblem]
}
