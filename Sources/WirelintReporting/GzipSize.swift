import CZlib

/// Counts the bytes a text would take gzipped, as code scanning's upload compresses it (zlib's
/// default level), without keeping the compressed bytes.
final class GzipSize {
    /// At a fixed address: zlib keeps a pointer to it.
    private let stream: UnsafeMutablePointer<z_stream> = {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        return stream
    }()
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)
    private var byteCount = 0
    private var isOpen: Bool

    init() {
        // 15 window bits, plus 16 for a gzip header and trailer.
        isOpen = deflateInit2_(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                               zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if isOpen { deflateEnd(stream) }
        stream.deallocate()
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in compress(bytes, flush: Z_NO_FLUSH) }
    }

    /// The gzipped size of everything appended; nil when zlib could not be set up.
    func finish() -> Int? {
        guard isOpen else { return nil }
        compress(UnsafeBufferPointer(start: nil, count: 0), flush: Z_FINISH)
        deflateEnd(stream)
        isOpen = false
        return byteCount
    }

    private func compress(_ bytes: UnsafeBufferPointer<UInt8>, flush: Int32) {
        guard isOpen else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
        stream.pointee.avail_in = UInt32(bytes.count)
        scratch.withUnsafeMutableBufferPointer { output in
            repeat {
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = UInt32(output.count)
                let status = deflate(stream, flush)
                byteCount += output.count - Int(stream.pointee.avail_out)
                // Done (Z_STREAM_END), no progress possible (Z_BUF_ERROR), or an error.
                if status != Z_OK { break }
            } while stream.pointee.avail_out == 0 || flush == Z_FINISH
        }
    }
}

/// Passes a report on to `base` and measures its gzipped size on the way.
struct GzipMeasuredOutput<Base: TextOutputStream>: TextOutputStream {
    var base: Base
    let size = GzipSize()

    mutating func write(_ string: String) {
        base.write(string)
        size.append(string)
    }
}
