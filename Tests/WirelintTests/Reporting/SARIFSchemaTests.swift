import Foundation
import Testing
import WirelintFacts
import WirelintReporting
import WirelintRules

extension ReportingTests {
    /// Validates rendered SARIF against the official schemas with Python's `jsonschema`, the
    /// reference validator, rather than trusting our own reading of the SARIF standard.
    @Suite("SARIF schema validation")
    struct SARIFSchemaTests {
        typealias F = ReportingFixtures

        /// `Tests/Fixtures/SARIFSchemas`, found from this file (Tests/WirelintTests/Reporting); its
        /// README names where each schema comes from.
        static let schemaDirectory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Reporting
            .deletingLastPathComponent() // WirelintTests
            .deletingLastPathComponent() // Tests
            .appendingPathComponent("Fixtures/SARIFSchemas")

        /// The OASIS schema of SARIF 2.1.0, and the copy GitHub's upload action validates with.
        static let schemas = ["sarif-schema-2.1.0.json", "codeql-action-sarif-schema-2.1.0.json"]

        /// Exit status 3 means the module is missing, so the failure can say how to fix it.
        static let validatorScript = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        with open(sys.argv[2], encoding="utf-8", errors="strict") as f:
            instance = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        if "uri" not in cls.FORMAT_CHECKER.checkers:
            sys.exit(4)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors:
            print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

        struct Validation {
            var isValid: Bool
            var output: String
        }

        static func validate(_ sarif: String, against schemaName: String) throws -> Validation {
            let schema = schemaDirectory.appendingPathComponent(schemaName)
            try #require(FileManager.default.fileExists(atPath: schema.path), "schema not found at \(schema.path)")
            let instance = FileManager.default.temporaryDirectory.appendingPathComponent("wirelint-\(UUID().uuidString).sarif")
            try Data(sarif.utf8).write(to: instance)
            defer { try? FileManager.default.removeItem(at: instance) }

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", validatorScript, schema.path, instance.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            // Read before waiting: a full pipe would otherwise block the validator forever.
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            switch process.terminationStatus {
            case 0: return Validation(isValid: true, output: output)
            case 1: return Validation(isValid: false, output: output)
            case 3:
                throw ValidatorUnavailable(reason: "python3 cannot import jsonschema; install it with `python3 -m pip install jsonschema`")
            case 4:
                throw ValidatorUnavailable(
                    reason: "jsonschema cannot check URIs; install its checker with `python3 -m pip install rfc3986-validator`")
            default:
                throw ValidatorUnavailable(reason: "python3 validator failed (status \(process.terminationStatus)): \(output)")
            }
        }

        /// Thrown so the test fails (never passes silently) when validation could not run.
        struct ValidatorUnavailable: Error, CustomStringConvertible {
            var reason: String
            var description: String { reason }
        }

        /// Every feature the reporter emits, with strings chosen to break naive JSON and URI writers.
        static var hostileReport: Report {
            let hostilePath = "Sources/Wé \"q\" <&> 100%#?:/🎉\nline.swift"
            let text = "import SwiftUI\n\nstruct Row: View { // 🎉 é\n  @EnvironmentObject var session: Session\n}\n"
            let step = { (file: String, line: Int, message: String) in
                AnnotatedLocation(location: F.location(file, line: line, column: 3, endColumn: 9), message: message)
            }
            let findings = [
                F.finding(
                    "environment_in_init", .error,
                    "preview of \"Row\" crashes: <Session> & 100% missing\n— add .environmentObject(Session()) 🎉",
                    at: F.location(hostilePath, line: 4, column: 3, endColumn: 21, utf16Column: 3, utf16EndColumn: 20),
                    related: [step(hostilePath, 3, "declared here: <&> \"é\"")],
                    path: [step("Preview.swift", 1, "preview root"), step(hostilePath, 4, "reads session\n🎉")]
                ),
                F.finding("dependency_relay", .warning, "relay", at: F.location("plain.swift", line: 1, column: 1), suppressed: true),
                F.finding("unknown_rule", .warning, "a rule the report does not describe", at: F.location("plain.swift", line: 2, column: 1)),
            ]
            return Report(
                findings: findings,
                rules: F.rules,
                fileCount: 3,
                rootPath: "/home/ci/wé <app> 100%",
                sourceText: { $0 == hostilePath ? text : nil }
            )
        }

        @Test("hostile report validates", arguments: schemas)
        func hostileReportValidates(schema: String) throws {
            let validation = try Self.validate(SARIFReporter().render(Self.hostileReport), against: schema)
            #expect(validation.isValid, "\(validation.output)")
        }

        /// What users upload: the binary's own log of a project whose findings span files, with
        /// a folder name that needs escaping in URIs.
        @Test("the wirelint binary's SARIF validates, URIs included", arguments: schemas)
        func binaryOutputValidates(schema: String) throws {
            let tree = try TemporaryTree()
            try tree.file("Wé Söhne 100%/Row.swift", IntegrationFixtures.row)
            try tree.file("Wé Söhne 100%/List.swift", IntegrationFixtures.list)
            try tree.file("Wé Söhne 100%/Session.swift", IntegrationFixtures.session)
            let run = try WirelintCLI.run(["lint", "--no-cache", "--reporter", "sarif"], in: tree.url)
            #expect(run.status == 1 && run.stdout.contains("missing_preview_injection"), "\(run)")
            let validation = try Self.validate(run.stdout, against: schema)
            #expect(validation.isValid, "\(validation.output)")
        }

        @Test("empty report validates", arguments: schemas)
        func emptyReportValidates(schema: String) throws {
            let report = Report(findings: [], rules: [], fileCount: 0, rootPath: "/")
            let validation = try Self.validate(SARIFReporter().render(report), against: schema)
            #expect(validation.isValid, "\(validation.output)")
        }

        /// What the limits add: the run's notification, a result's note of the locations left
        /// out, and absolute URIs without a base.
        @Test("a report over code scanning's limits validates", arguments: schemas)
        func reportOverLimitsValidates(schema: String) throws {
            let reads = (1...101).map { AnnotatedLocation(location: F.location("/abs/R\($0).swift", line: 1, column: 1), message: "read") }
            let findings = [F.finding(at: F.location("/abs/Store.swift", line: 1, column: 1), related: reads)]
                + (0..<SARIFReporter.maximumResults).map { F.finding(at: F.location("a.swift", line: $0 + 1, column: 1)) }
            let validation = try Self.validate(SARIFReporter().render(F.report(findings)), against: schema)
            #expect(validation.isValid, "\(validation.output)")
        }

        /// Guards the harness itself: a validator that accepts everything would make the tests above
        /// pass vacuously.
        @Test("the validator rejects a known-invalid log")
        func validatorRejectsInvalid() throws {
            let invalid = try String(contentsOf: Self.schemaDirectory.appendingPathComponent("example-invalid.sarif"), encoding: .utf8)
            let validation = try Self.validate(invalid, against: "sarif-schema-2.1.0.json")
            #expect(!validation.isValid)
        }
    }
}
