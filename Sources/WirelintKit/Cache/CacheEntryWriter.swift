import Foundation
import WirelintFacts

/// Writes one cache entry — magic, payload length, checksum, then the payload — in chunks to a
/// temporary file that is renamed into place once complete.
///
/// A pack or stored run is tens of MB for a large project; encoded whole before being written,
/// it would add that much to the run's peak memory. Values are encoded into `writer`, which is
/// drained to the file a chunk at a time; the header, which needs the length and checksum of
/// the whole payload, is written last, at the front.
struct CacheEntryWriter {
    static let magic: [UInt8] = Array("WLFR".utf8)
    static let headerSize = 20
    private static let chunkSize = 1 << 20

    /// Where values are encoded before they are written.
    var writer = FactsWriter(capacity: Self.chunkSize + 4096)
    private let descriptor: Int32
    private let temporaryPath: String
    private var checksum = ContentHash.Checksum()
    private var length: UInt64 = 0
    private var failed = false

    /// Nil when the temporary file cannot be created (a read-only or missing cache folder).
    init?(for destination: URL) {
        let folder = destination.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        temporaryPath = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))").path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        // Room for the header, written once the payload is known.
        failed = ![UInt8](repeating: 0, count: Self.headerSize).withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    }

    /// Writes out what has been encoded once it fills a chunk.
    mutating func drainIfFull() {
        if writer.bytes.count >= Self.chunkSize { drain(final: false) }
    }

    /// Encodes an array element by element, draining between them.
    mutating func write<T: FactsCodable>(_ values: [T]) {
        writer.writeVarint(UInt64(values.count))
        for value in values {
            writer.write(value)
            drainIfFull()
        }
    }

    /// Copies in bytes already encoded, draining between chunks.
    mutating func write(encoded bytes: ArraySlice<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let piece = rest.prefix(Self.chunkSize)
            writer.bytes.append(contentsOf: piece)
            rest = rest.dropFirst(piece.count)
            drainIfFull()
        }
    }

    /// Writes the rest and the header, then moves the entry into place; false when it could not
    /// (a cache that cannot be written only costs speed).
    @discardableResult
    consuming func finish(to destination: URL) -> Bool {
        drain(final: true)
        var header = Self.magic
        withUnsafeBytes(of: length) { header.append(contentsOf: $0) }
        withUnsafeBytes(of: checksum.value) { header.append(contentsOf: $0) }
        let headerWritten = !failed && header.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) == $0.count }
        guard close(descriptor) == 0, headerWritten, rename(temporaryPath, destination.path) == 0 else {
            unlink(temporaryPath)
            return false
        }
        return true
    }

    /// Writes the encoded bytes — all when `final`, else whole eight-byte words (the checksum
    /// consumes words), keeping the rest for the next drain.
    private mutating func drain(final: Bool) {
        let count = final ? writer.bytes.count : writer.bytes.count & ~7
        writer.bytes.withUnsafeBytes { raw in
            let piece = UnsafeRawBufferPointer(rebasing: raw[..<count])
            checksum.combine(piece, final: final)
            if !failed { failed = !Self.writeAll(piece, to: descriptor) }
        }
        length += UInt64(count)
        writer.bytes.removeFirst(count)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
