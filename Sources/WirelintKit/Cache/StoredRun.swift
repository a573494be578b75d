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
    let findings: [Finding]
    let files: [String]
    let problems: [FileProblem]
    /// Every file of the run, in order.
    let inputs: [Input]

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
        self.signature = signature
        self.configuration = configuration
        self.stamp = stamp
        self.findings = findings
        self.files = files
        self.problems = problems
        self.inputs = inputs
    }

    init(from reader: inout FactsReader) throws {
        signature = try reader.readString()
        configuration = try reader.readString()
        stamp = try reader.readString()
        findings = try reader.readArray(Finding.self)
        files = try reader.readArray(String.self)
        problems = try reader.readArray(FileProblem.self)
        inputs = try reader.readArray(Input.self)
    }

    /// The binary form `init(from:)` reads, in chunks: findings and inputs can take tens of MB.
    func write(to entry: inout CacheEntryWriter) {
        entry.writer.write(signature)
        entry.writer.write(configuration)
        entry.writer.write(stamp)
        entry.write(findings)
        entry.write(files)
        entry.write(problems)
        entry.write(inputs)
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

    /// This run's result, for a run with the same result from other inputs; with `findings`,
    /// for one whose findings are this run's moved (`findings(afterMoving:)`).
    func rerun(signature: String, stamp: String, inputs: [Input], findings: [Finding]? = nil) -> StoredRun {
        StoredRun(
            signature: signature, configuration: configuration, stamp: stamp, findings: findings ?? self.findings, files: files,
            problems: problems, inputs: inputs)
    }
}
