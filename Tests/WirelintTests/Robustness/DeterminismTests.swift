import Foundation
import Testing

/// Same input, same bytes out: whatever the thread count, whether the cache is cold, warm or
/// off, and however often the run is repeated (SPEC §4). CI diffs reports and code scanning
/// deduplicates by fingerprint, so a reordered result is a regression.
@Suite("Robustness: deterministic output")
struct DeterminismTests {
    @Test("text and SARIF are byte-identical across --jobs 1, 2 and 8, cache off, cold and warm", arguments: ["text", "sarif"])
    func identical(reporter: String) throws {
        let tree = try RobustLint.multiRuleProject()
        // Enough files that every thread gets several, in a different interleaving each run.
        for index in 0..<40 {
            try tree.file("Bulk/Row\(index).swift", CLIFixtures.dateHeader.text.replacingOccurrences(of: "DateHeader", with: "Row\(index)"))
        }
        let cache = try TemporaryTree()
        let reference = try WirelintCLI.run(["lint", "--no-cache", "--jobs", "1", "--reporter", reporter], in: tree.url)
        #expect(reference.status == 1)
        let rules = Set(reference.stdout.matches(of: /(environment_in_init|injected_global_mutation|missing_preview_injection|observed_object_ownership)/).map { String($0.1) })
        #expect(rules.count == 4, "findings of several rules:\n\(reference)")

        var variants: [[String]] = []
        for jobs in ["1", "2", "8"] {
            variants += [["--no-cache", "--jobs", jobs], ["--cache-path", cache.path, "--jobs", jobs], ["--no-cache", "--jobs", jobs]]
        }
        for variant in variants {
            let run = try WirelintCLI.run(["lint", "--reporter", reporter] + variant, in: tree.url)
            #expect(run.stdout == reference.stdout, "\(variant):\n\(run.stdout)\n--- expected:\n\(reference.stdout)")
            #expect(run.stderr == reference.stderr && run.status == reference.status, "\(variant):\n\(run)")
        }
    }
}
