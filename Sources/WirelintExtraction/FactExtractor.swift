#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import WirelintConcurrency
import WirelintFacts

/// Parses one file and summarises it: the only place where syntax trees exist.
public enum FactExtractor {
    /// The nesting depth at which the parser stops and leaves the rest of the file unparsed.
    /// Release builds of SwiftParser default to this and debug builds to 20, which would make
    /// the tests see less of a file than users do; on `DeepStack` both are safe.
    static let maximumNestingLevel = 256

    /// The facts of a file; a file that cannot be analysed (see `extract`) yields none.
    public static func facts(fromSource text: String) -> FileFacts {
        (try? extract(text).get()) ?? FileFacts()
    }

    /// The facts of a file, or why it cannot be analysed: brackets nested, or `<` chained, so
    /// deep that the parser would take hours (refused at once, `BracketBudget`,
    /// `AngleBudget`; string literals nested too deep
    /// are cut off there instead, see `FileFacts.nestingLimitLine`), or a parse that does not
    /// finish within `timeLimit` seconds — `timeLimit(forByteCount:)` unless given — as a last
    /// resort for shapes the budgets do not foresee. Parsing runs on a `DeepStack`, so no
    /// nesting overflows the stack.
    public static func extract(_ text: String, timeLimit: Double? = nil) -> Result<FileFacts, ExtractionFailure> {
        let prepared = Prepared(text)
        if let refusal = prepared.refusal { return .failure(refusal) }
        let limit = timeLimit ?? Self.timeLimit(forByteCount: prepared.bytes.count)
        guard let facts = DeepStack.run(timeLimit: limit, { prepared.extract() }) else {
            return .failure(.timedOut(seconds: limit))
        }
        return .success(facts)
    }

    /// The facts of several files, as `extract` gives them one by one, but parsed in one job on
    /// a deep stack: handing every small file to a deep-stack thread and back cost a tenth of
    /// extraction. The job's time limit is that of all its bytes together. When it runs out,
    /// the file it was parsing fails as timed out and is left to its thread, as `extract` does;
    /// the files after it are extracted one by one. That file has had at least its own limit,
    /// since the files before it took a small part of theirs (the limits are ample by design).
    public static func extract(
        batch texts: [String], timeLimit: (_ byteCount: Int) -> Double = timeLimit(forByteCount:)
    ) -> [Result<FileFacts, ExtractionFailure>] {
        guard texts.count > 1 else { return texts.map { extract($0, timeLimit: timeLimit($0.utf8.count)) } }
        let prepared = texts.map(Prepared.init)
        let runnable = prepared.indices.filter { prepared[$0].refusal == nil }
        let limit = timeLimit(runnable.reduce(0) { $0 + prepared[$1].bytes.count })
        let progress = BatchProgress()
        _ = DeepStack.run(timeLimit: limit) {
            for index in runnable { progress.append(prepared[index].extract()) }
        }
        let finished = progress.snapshot()
        var results: [Result<FileFacts, ExtractionFailure>?] = prepared.map { file in file.refusal.map { .failure($0) } }
        for (position, index) in runnable.enumerated() {
            if position < finished.count {
                results[index] = .success(finished[position])
            } else if position == finished.count {
                results[index] = .failure(.timedOut(seconds: timeLimit(prepared[index].bytes.count)))
            } else {
                results[index] = extract(texts[index], timeLimit: timeLimit(prepared[index].bytes.count))
            }
        }
        return results.map { $0! }
    }

    /// The facts a batch job has finished so far, in order: readable while the job still runs,
    /// since a job that times out is left running.
    private final class BatchProgress: @unchecked Sendable {
        private let lock = Mutex()
        private var finished: [FileFacts] = []

        func append(_ facts: FileFacts) {
            lock.lock()
            finished.append(facts)
            lock.unlock()
        }

        func snapshot() -> [FileFacts] {
            lock.lock()
            defer { lock.unlock() }
            return finished
        }
    }

    /// A file's bytes with the bracket budget's verdict on them: brackets nested so deep that the
    /// parser would take hours are refused at once; string literals nested too deep are cut
    /// off there (see `FileFacts.nestingLimitLine`) — only what comes before them is parsed, as
    /// when the parser reaches its own nesting limit.
    private struct Prepared: Sendable {
        let bytes: [UInt8]
        let verdict: BracketBudget.Verdict

        init(_ text: String) {
            bytes = Array(text.utf8)
            verdict = bytes.withUnsafeBufferPointer(BracketBudget.check)
        }

        /// Why the file is not parsed at all, if it is not.
        var refusal: ExtractionFailure? {
            if let levels = verdict.excessiveDepth { return .bracketsTooDeep(levels: levels) }
            if let levels = verdict.excessiveAngles { return .anglesTooDeep(levels: levels) }
            return nil
        }

        func extract() -> FileFacts {
            guard let offset = verdict.literalNestingLimit else { return FactExtractor.extract(bytes) }
            var facts = FactExtractor.extract(Array(bytes[..<offset]))
            let line = PositionTable(bytes: bytes).line(atOffset: offset)
            facts.nestingLimitLine = min(facts.nestingLimitLine ?? line, line)
            return facts
        }
    }

    /// Thirty seconds and thirty more per megabyte: ample for a debug build on a slow machine
    /// (a release build parses a megabyte in a tenth of a second), and a bound for the
    /// pathological rest.
    public static func timeLimit(forByteCount count: Int) -> Double {
        30 + 30 * Double(count) / 1_000_000
    }

    /// Files from this size on (256 KB) leave the memory of their syntax tree to the system once
    /// they are summarised. A generated file of a megabyte (icon tables, localised strings) has
    /// a tree of 40 MB; freed, it stays in the arena of the thread that parsed it (`Malloc`), and
    /// when another thread parsed the next large file, the run's peak held both.
    static let largeFileByteCount = 256 * 1024

    private static func extract(_ bytes: [UInt8]) -> FileFacts {
        defer { if bytes.count >= largeFileByteCount { Malloc.releaseFreeMemory() } }
        return bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
            let positions = PositionTable(bytes: bytes, tree: tree)
            var walker = DeclarationWalker(positions: positions)
            walker.walk(tree.raw.cast(RawSourceFileSyntax.self).statements)
            if tree.hasError {
                for statements in UnclosedBlocks.statements(in: tree) { walker.walk(statements.raw.cast(RawCodeBlockItemListSyntax.self)) }
            }
            var facts = walker.facts
            if let dialect = facts.imports.lazy.compactMap({ ManifestReader.dialects[$0.module] }).first {
                facts.manifest = ManifestReader.manifest(in: tree, dialect: dialect)
            }
            if tree.hasMaximumNestingLevelOverflow { facts.nestingLimitLine = nestingLimitLine(in: tree, positions: positions) }
            if buffer.count >= DirectiveScanner.marker.utf8.count, containsMarker(buffer) {
                facts.directives = DirectiveScanner.directives(in: tree, positions: positions)
            }
            facts.releaseSpareCapacity()
            return facts
        }
    }

    /// The line of the first token the parser left unparsed at its nesting limit: follows the
    /// children that carry the overflow flag down to the node that holds those tokens.
    private static func nestingLimitLine(in tree: SourceFileSyntax, positions: PositionTable) -> Int {
        var node = Syntax(tree)
        while let next = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) {
            node = next
        }
        return positions.line(atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A byte search that skips the token walk for the many files without directives. It runs
    /// over every file, so the C library's `memchr`, which tests many bytes at a time, finds
    /// each candidate first byte (`w`, rare in code) and only those are compared in full.
    private static func containsMarker(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var marker = DirectiveScanner.marker
        return marker.withUTF8 { needle in
            guard let base = buffer.baseAddress, let first = needle.first, buffer.count >= needle.count else { return false }
            let last = buffer.count - needle.count
            var offset = 0
            while offset <= last {
                guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }
}

/// Why a file's facts could not be extracted.
public enum ExtractionFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case bracketsTooDeep(levels: Int)
    case anglesTooDeep(levels: Int)
    case timedOut(seconds: Double)

    public var description: String {
        switch self {
        case .bracketsTooDeep(let levels):
            "square brackets nested \(levels) levels deep, more than the Swift parser can take in reasonable time"
        case .anglesTooDeep(let levels):
            "\(levels) '<' chained or nested, more than the Swift parser can take in reasonable time"
        case .timedOut(let seconds):
            "the Swift parser did not finish within \(Int(seconds)) s (pathologically nested code)"
        }
    }
}
