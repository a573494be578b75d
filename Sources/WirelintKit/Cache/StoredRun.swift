import WirelintFacts
import WirelintRules

/// What a run produced, and what it was produced from: kept so that an identical run can skip
/// analysis, and so that the next run reads only the files that changed since.
struct StoredRun: Sendable {
    /// Everything the result depends on, hashed (see `Linter.runSignature`).
    let signature: String
    /// What the result depends on besides the files and the build, hashed
    /// (`Linter.configurationSignature`).
    let configuration: String
    /// Every file's stamp behind the configuration, hashed (`FileStamps.combined`), or empty
    /// when a file was too fresh to take one.
    let stamp: String
    /// Every file of the run, in order.
    let inputs: [Input]
    /// What the run reported, decoded only when a run reuses it (`reported()`): a run that
    /// analyses the project again needs the rest of the record alone, and the findings took
    /// most of the time of reading it, on the thread that reads the pack next.
    private let report: StoredReport

    /// What a run reported.
    struct Report {
        let findings: [Finding]
        let files: [String]
        let problems: [FileProblem]
    }

    private enum StoredReport {
        case decoded(Report)
        /// Its binary form: the end of a stored run's payload.
        case encoded(ArraySlice<UInt8>)
    }

    /// A file as the run saw it.
    struct Input: Equatable, FactsCodable {
        let path: String
        /// Where it was read from.
        let location: String
        /// Its stamp, when it had one.
        let stamp: FileStamps.Stamp?
        /// Its content key, or empty when it could not be read.
        let key: String

        init(path: String, location: String, stamp: FileStamps.Stamp?, key: String) {
            self.path = path
            self.location = location
            self.stamp = stamp
            self.key = key
        }

        init(from reader: inout FactsReader) throws {
            path = try reader.readString()
            location = try reader.readString()
            stamp = try reader.readOptional(FileStamps.Stamp.self)
            key = try reader.readString()
        }

        func write(to writer: inout FactsWriter) {
            writer.write(path)
            writer.write(location)
            writer.write(stamp)
            writer.write(key)
        }
    }

    init(
        signature: String, configuration: String, stamp: String, findings: [Finding], files: [String], problems: [FileProblem],
        inputs: [Input]
    ) {
        self.init(
            signature: signature, configuration: configuration, stamp: stamp, inputs: inputs,
            report: .decoded(Report(findings: findings, files: files, problems: problems)))
    }

    private init(signature: String, configuration: String, stamp: String, inputs: [Input], report: StoredReport) {
        self.signature = signature
        self.configuration = configuration
        self.stamp = stamp
        self.inputs = inputs
        self.report = report
    }

    /// Reads what `write(to:)` wrote; the report is kept as bytes, sharing `payload`'s storage.
    init(decoding payload: ArraySlice<UInt8>) throws {
        var reportStart = 0
        (signature, configuration, stamp, inputs) = try payload.withUnsafeBytes { raw in
            var reader = FactsReader(raw)
            defer { reportStart = reader.offset }
            return (try reader.readString(), try reader.readString(), try reader.readString(), try reader.readArray(Input.self))
        }
        report = .encoded(payload[(payload.startIndex + reportStart)...])
    }

    /// The binary form `init(decoding:)` reads, in chunks: findings and inputs can take tens of
    /// MB. The report comes last, so that a reader can leave it for later without its length.
    func write(to entry: inout CacheEntryWriter) {
        entry.writer.write(signature)
        entry.writer.write(configuration)
        entry.writer.write(stamp)
        entry.write(inputs)
        switch report {
        case .decoded(let report):
            entry.write(report.findings)
            entry.write(report.files)
            entry.write(report.problems)
        case .encoded(let bytes):
            entry.write(encoded: bytes)
        }
    }

    /// What the run reported, or nil when its bytes do not decode: the run is then not reused.
    func reported() -> Report? {
        switch report {
        case .decoded(let report):
            return report
        case .encoded(let bytes):
            return bytes.withUnsafeBytes { raw in
                var reader = FactsReader(raw)
                guard let findings = try? reader.readArray(Finding.self), let files = try? reader.readArray(String.self),
                      let problems = try? reader.readArray(FileProblem.self), reader.isAtEnd
                else { return nil }
                return Report(findings: findings, files: files, problems: problems)
            }
        }
    }

    /// The content key of each file stamped on this run, with its stamp, by its location.
    var knownKeys: [String: (stamp: FileStamps.Stamp, key: String)] {
        var keys: [String: (stamp: FileStamps.Stamp, key: String)] = [:]
        keys.reserveCapacity(inputs.count)
        for input in inputs where !input.key.isEmpty {
            if let stamp = input.stamp { keys[input.location] = (stamp, input.key) }
        }
        return keys
    }

    /// This run's result, for a run with the same result from other inputs; with `report`, for
    /// one whose findings are this run's moved (`Report.findings(afterMoving:)`).
    func rerun(signature: String, stamp: String, inputs: [Input], report: Report? = nil) -> StoredRun {
        StoredRun(
            signature: signature, configuration: configuration, stamp: stamp, inputs: inputs,
            report: report.map(StoredReport.decoded) ?? self.report)
    }
}
