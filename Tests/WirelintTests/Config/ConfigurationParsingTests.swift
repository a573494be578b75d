import Testing
import WirelintConfig
import WirelintRules

@Suite("Config: valid configurations")
struct ConfigurationParsingTests {
    @Test("an empty file, comments only, a document marker or null is the default configuration", arguments: [
        "", "\n\n", "# nothing here\n", "---\n", "~\n", "null",
    ])
    func empty(yaml: String) throws {
        #expect(try ConfigurationFixtures.parse(yaml) == Configuration())
    }

    @Test("every key")
    func everyKey() throws {
        let configuration = try ConfigurationFixtures.parse("""
        included:
          - Sources
          - "Packages/**/Sources"
        excluded:
          - "**/Generated"
          - Sources/Legacy
        disabled_rules:
          - injected_global_mutation
        opt_in_rules: [environment_in_init]
        only_rules:
          - environment_in_init
        environment_in_init:
          severity: error
          environment_wrappers: [Dependency, Shared]
          max_depth: 3
        injected_global_mutation:
          global_setter_wrappers: Injected
        """)
        #expect(configuration == Configuration(
            included: ["Sources", "Packages/**/Sources"],
            excluded: ["**/Generated", "Sources/Legacy"],
            disabledRules: ["injected_global_mutation"],
            optInRules: ["environment_in_init"],
            onlyRules: ["environment_in_init"],
            ruleOptions: [
                "environment_in_init": RuleOptions(
                    severity: .error,
                    stringLists: ["environment_wrappers": ["Dependency", "Shared"]],
                    integers: ["max_depth": 3]
                ),
                "injected_global_mutation": RuleOptions(stringLists: ["global_setter_wrappers": ["Injected"]]),
            ]
        ))
    }

    @Test("max_file_size in KB or MB; 8 MB without it", arguments: [("512KB", 512 * 1024), ("8MB", 8 * 1024 * 1024), ("100MB", 100 * 1024 * 1024)])
    func maximumFileSize(value: String, bytes: Int) throws {
        #expect(try ConfigurationFixtures.parse("max_file_size: \(value)\n").maximumFileSize == bytes)
        #expect(Configuration().maximumFileSize == 8 * 1024 * 1024)
    }

    @Test("a rule section can be just a severity, SwiftLint-style")
    func bareSeverity() throws {
        let configuration = try ConfigurationFixtures.parse("environment_in_init: error\ninjected_global_mutation: warning\n")
        #expect(configuration.options(for: "environment_in_init") == RuleOptions(severity: .error))
        #expect(configuration.options(for: "injected_global_mutation") == RuleOptions(severity: .warning))
    }

    @Test("a single string stands for a one-element list; an empty value for an empty list")
    func listShorthands() throws {
        let configuration = try ConfigurationFixtures.parse("""
        excluded: Generated
        included:
        disabled_rules: environment_in_init
        injected_global_mutation:
        """)
        #expect(configuration.excluded == ["Generated"])
        #expect(configuration.included == [])
        #expect(configuration.disabledRules == ["environment_in_init"])
        #expect(configuration.ruleOptions.isEmpty)
    }

    @Test("integers accept signs and digit separators; CRLF and a BOM are fine")
    func integersAndEncodings() throws {
        let configuration = try ConfigurationFixtures.parse("\u{FEFF}environment_in_init:\r\n  max_depth: 1_000\r\n")
        #expect(configuration.options(for: "environment_in_init").integers["max_depth"] == 1000)
        #expect(try ConfigurationFixtures.parse("environment_in_init: {max_depth: -2}")
            .options(for: "environment_in_init").integers["max_depth"] == -2)
    }

    @Test("an ampersand inside words is not mistaken for an anchor")
    func ampersandInText() throws {
        let configuration = try ConfigurationFixtures.parse("excluded: [R&D, \"a & b\", Tom&Jerry]")
        #expect(configuration.excluded == ["R&D", "a & b", "Tom&Jerry"])
    }
}
