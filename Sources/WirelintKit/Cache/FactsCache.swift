import Foundation
import WirelintFacts
import WirelintRules

/// Facts and run results on disk, under a folder per tool build and an entry per project.
///
/// Facts are a pure function of (file content, tool version), so they are looked up by content
/// hash and never need invalidating: a changed file has a new key. Each project (the folder
/// wirelint runs in) has one pack of facts (`FactsPack`) and one stored run. Entries carry
/// their length and a checksum; a truncated, corrupt or half-written entry fails the check and
/// is recomputed. Writes go to a temporary file that is renamed into place, so concurrent runs
/// never see a partial entry: the last writer wins, and either run's entry is valid.
struct FactsCache: Sendable {
    let directory: URL
    /// Names the project's entries: a hash of its folder's path.
    private let projectKey: String

    private static let magic: [UInt8] = Array("WLF6".utf8)

    init(root: URL, project: String) {
        directory = root.appendingPathComponent("\(ToolVersion.current)-\(Self.buildIdentifier)", isDirectory: true)
        var project = project
        projectKey = project.withUTF8 { ContentHash.hex(of: UnsafeRawBufferPointer($0)) }
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

    var packURL: URL { directory.appendingPathComponent("packs", isDirectory: true).appendingPathComponent(projectKey) }
    var runURL: URL { directory.appendingPathComponent("runs", isDirectory: true).appendingPathComponent(projectKey) }

    /// The facts of the project's last run; empty when there are none or they are damaged.
    func loadPack() -> FactsPack {
        payload(at: packURL).flatMap(FactsPack.init(payload:)) ?? FactsPack()
    }

    func storePack(_ pack: FactsPack) {
        write(pack.payload(), to: packURL)
    }

    /// The project's last run, if there is one and it is intact.
    func loadRun() -> StoredRun? {
        guard let bytes = payload(at: runURL) else { return nil }
        return bytes.withUnsafeBytes { raw in
            var reader = FactsReader(raw)
            guard let run = try? reader.read(StoredRun.self), reader.isAtEnd else { return nil }
            return run
        }
    }

    func storeRun(_ run: StoredRun) {
        var writer = FactsWriter(capacity: 1 << 16)
        writer.write(run)
        write(writer.bytes, to: runURL)
    }

    /// An entry's payload, if its header and checksum are intact.
    private func payload(at url: URL) -> [UInt8]? {
        guard let data = try? Data(contentsOf: url), data.count >= 20 else { return nil }
        return data.withUnsafeBytes { raw -> [UInt8]? in
            guard Array(raw[0..<4]) == Self.magic else { return nil }
            let length = raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
            let checksum = raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)
            let payload = UnsafeRawBufferPointer(rebasing: raw[20...])
            guard UInt64(payload.count) == length, ContentHash.checksum(of: payload) == checksum else { return nil }
            return [UInt8](payload)
        }
    }

    /// Best effort: a cache that cannot be written (read-only folder, full disk) only costs speed.
    private func write(_ payload: [UInt8], to destination: URL) {
        var header = Self.magic
        payload.withUnsafeBytes { raw in
            withUnsafeBytes(of: UInt64(raw.count)) { header.append(contentsOf: $0) }
            withUnsafeBytes(of: ContentHash.checksum(of: raw)) { header.append(contentsOf: $0) }
        }
        let folder = destination.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))")
        // Header and payload written straight from their buffers: a pack can be tens of MB.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        let written = Self.writeAll(header, to: descriptor) && Self.writeAll(payload, to: descriptor)
        guard close(descriptor) == 0, written, rename(temporary.path, destination.path) == 0 else {
            unlink(temporary.path)
            return
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
