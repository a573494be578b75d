import Foundation
import Testing
import WirelintConfig

@Suite("Config: errors name the file, line and column")
struct ConfigurationErrorTests {
    private func expectError(
        _ yaml: String, line: Int, column: Int, containing text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = ConfigurationFixtures.error(yaml) else {
            Issue.record("expected an error for:\n\(yaml)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.file == ".wirelint.yml", sourceLocation: sourceLocation)
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.contains(text), "\(error)", sourceLocation: sourceLocation)
    }

    @Test("the description is compiler-style")
    func description() {
        #expect(ConfigurationError(file: "a.yml", line: 3, column: 5, message: "m").description == "a.yml:3:5: error: m")
        #expect(ConfigurationError(file: "a.yml", message: "m").description == "a.yml: error: m")
    }

    @Test("unknown top-level keys, with a suggestion when one is close")
    func unknownKeys() {
        expectError("included: [A]\ndisable_rules: [environment_in_init]\n", line: 2, column: 1,
                    containing: "unknown key 'disable_rules'; did you mean 'disabled_rules'?")
        expectError("foo: 1\n", line: 1, column: 1, containing: "unknown key 'foo' (expected included, excluded")
    }

    @Test("unknown rule ids in lists and as sections")
    func unknownRules() {
        expectError("disabled_rules:\n  - environment_in_init\n  - enviroment_in_init\n", line: 3, column: 5,
                    containing: "unknown rule 'enviroment_in_init' in 'disabled_rules'; did you mean 'environment_in_init'?")
        expectError("only_rules: [nope]\n", line: 1, column: 14,
                    containing: "unknown rule 'nope' in 'only_rules' (known rules: environment_in_init or injected_global_mutation)")
        expectError("opt_in_rules: nope\n", line: 1, column: 15, containing: "unknown rule 'nope' in 'opt_in_rules'")
        expectError("\n\nenvironment_in_int:\n  severity: error\n", line: 3, column: 1,
                    containing: "unknown key 'environment_in_int'; did you mean 'environment_in_init'?")
    }

    @Test("unknown option keys of a rule")
    func unknownOptions() {
        expectError("environment_in_init:\n  severity: error\n  max_dept: 2\n", line: 3, column: 3,
                    containing: "unknown option 'max_dept' for rule 'environment_in_init'; did you mean 'max_depth'?")
        expectError("injected_global_mutation:\n  colour: red\n", line: 2, column: 3,
                    containing: "(expected severity or global_setter_wrappers)")
    }

    @Test("max_file_size is a whole number of KB or MB")
    func maximumFileSize() {
        for value in ["8", "8 MB", "8mb", "0KB", "1.5MB", "MB", "99999999999999999MB"] {
            expectError("included: [A]\nmax_file_size: \(value)\n", line: 2, column: 16,
                        containing: "'max_file_size' must be a size in kilobytes or megabytes such as 512KB or 8MB")
        }
        expectError("max_file_size: [8MB]\n", line: 1, column: 16, containing: "such as 512KB or 8MB, not a list")
        expectError("max_fle_size: 8MB\n", line: 1, column: 1, containing: "did you mean 'max_file_size'?")
    }

    @Test("values of the wrong type")
    func wrongTypes() {
        expectError("- a\n- b\n", line: 1, column: 1, containing: "must be a mapping of keys to values, not a list")
        expectError("just text", line: 1, column: 1, containing: "must be a mapping of keys to values, not a string")
        expectError("included:\n  a: b\n", line: 2, column: 3, containing: "'included' must be a list of strings, not a mapping")
        expectError("excluded:\n  - [a]\n", line: 2, column: 5, containing: "'excluded' must list strings, but an item is a list")
        expectError("excluded:\n  - ~\n", line: 2, column: 5, containing: "but an item is empty")
        expectError("excluded: ['']\n", line: 1, column: 12, containing: "empty glob pattern in 'excluded'")
        expectError("environment_in_init: [error]\n", line: 1, column: 22,
                    containing: "must be a severity (warning or error) or a mapping of options, not a list")
        expectError("environment_in_init: fatal\n", line: 1, column: 22,
                    containing: "invalid severity 'fatal' for 'environment_in_init' (expected warning or error)")
        expectError("environment_in_init:\n  severity: [error]\n", line: 2, column: 13, containing: "must be warning or error, not a list")
        expectError("environment_in_init:\n  max_depth: \"3\"\n", line: 2, column: 14,
                    containing: "'environment_in_init.max_depth' must be an integer, not a string")
        expectError("environment_in_init:\n  max_depth: 2.5\n", line: 2, column: 14, containing: "must be an integer, not a number")
        expectError("environment_in_init:\n  max_depth: 0x1F\n", line: 2, column: 14, containing: "must be a decimal integer")
        expectError("environment_in_init:\n  environment_wrappers: {a: b}\n", line: 2, column: 25,
                    containing: "'environment_in_init.environment_wrappers' must be a list of strings, not a mapping")
        expectError("[a]: 1\n", line: 1, column: 1, containing: "keys must be plain names, not a list")
    }

    @Test("integers that do not fit are errors, never a crash")
    func hugeIntegers() {
        expectError("environment_in_init:\n  max_depth: 99999999999999999999999999\n", line: 2, column: 14, containing: "is out of range")
        // Yams' own Int construction traps on this sexagesimal overflow.
        expectError("environment_in_init:\n  max_depth: 1:2:3:4:5:6:7:8:9:10:11:12:13:14:15\n", line: 2, column: 14,
                    containing: "must be a decimal integer")
    }

    @Test("invalid YAML reports libyaml's position")
    func invalidYAML() {
        expectError("included: [Sources\nexcluded: x\n", line: 2, column: 9,
                    containing: "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 11)")
        expectError("included:\n\t- Sources\n", line: 2, column: 1, containing: "invalid YAML")
        expectError("a: b\n---\nc: d\n", line: 2, column: 1, containing: "invalid YAML: but found another document")
        expectError("excluded: [a]\nbad: \u{07}\n", line: 2, column: 6, containing: "invalid YAML")
    }

    @Test("duplicate keys")
    func duplicateKeys() {
        expectError("included: [A]\nexcluded: [B]\nincluded: [C]\n", line: 1, column: 1, containing: "duplicate key 'included'")
    }

    @Test("an unquoted glob starting with * gets a hint to quote it")
    func unquotedStar() {
        expectError("excluded:\n  - **/Generated\n", line: 2, column: 5, containing: "quote patterns that begin with '*'")
        expectError("excluded:\n  - *Tests.swift\n", line: 2, column: 5, containing: "quote patterns that begin with '*'")
    }

    @Test("anchors are rejected before Yams expands anything (billion laughs)")
    func aliasBomb() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<30 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        // Aliases as mapping keys make Yams hash the expanded tree while composing.
        yaml += "? *a29\n: boom\n"
        expectError(yaml, line: 1, column: 5, containing: "YAML anchors ('&name') and aliases are not supported")
        expectError("excluded: [x]\nincluded:\n  - &first Sources\n", line: 3, column: 5, containing: "anchors")
        expectError("excluded: [*undefined]\n", line: 1, column: 12, containing: "starts a YAML alias")
    }

    @Test("pathological nesting is an error, never a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = ConfigurationFixtures.error("excluded: \(deep)\n")
        #expect(error?.message.contains("Maximum nesting level") == true, "\(String(describing: error))")
        let allowed = String(repeating: "[", count: 990) + String(repeating: "]", count: 990)
        expectError("excluded: \(allowed)\n", line: 1, column: 12, containing: "'excluded' must list strings, but an item is a list")
        let blockNesting = (0..<2_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(ConfigurationFixtures.error(blockNesting) != nil)
    }

    @Test("user text in messages is shortened and escaped")
    func hostileKeys() {
        // libyaml itself caps plain keys at 1024 characters.
        let key = String(repeating: "k", count: 1_000)
        let error = ConfigurationFixtures.error("\(key): 1\n")
        #expect(error?.message.contains(String(repeating: "k", count: 60) + "…'") == true)
        #expect((error?.message.count ?? .max) < 400)
        expectError("\"a\\tb\\u001b[31m\": 1\n", line: 1, column: 1, containing: "unknown key 'a\\tb\\u{1b}[31m'")
    }

    @Test("a 10 MB configuration is rejected without parsing it")
    func hugeText() {
        let yaml = "excluded:\n" + String(repeating: "  - Sources/Some/Long/Path/Segment\n", count: 300_000)
        let error = ConfigurationFixtures.error(yaml)
        #expect(error?.line == nil)
        #expect(error?.message.contains("larger than 1024 KiB") == true)
    }
}
