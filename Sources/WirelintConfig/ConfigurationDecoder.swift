import WirelintRules
import Yams

/// Validates a composed `.wirelint.yml` against the known keys and rules and builds a
/// `Configuration`.
///
/// Everything is checked strictly: a misspelled key silently ignored would leave a team believing
/// a rule is disabled or a folder excluded when it is not. Each error carries the position of
/// the node at fault.
struct ConfigurationDecoder {
    private enum TopLevelKey: String, CaseIterable {
        case included, excluded
        case disabledRules = "disabled_rules"
        case optInRules = "opt_in_rules"
        case onlyRules = "only_rules"
        case followExternalLinks = "follow_external_links"
        case maxFileSize = "max_file_size"
    }

    private static let severityKey = "severity"

    let file: String
    private let rules: [String: RuleDescription]
    private let ruleIDs: [String]

    init(file: String, rules: [RuleDescription]) {
        self.file = file
        self.rules = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.ruleIDs = rules.map(\.id)
    }

    func decode(_ root: Node?) throws(ConfigurationError) -> Configuration {
        guard let root, !root.isNull else { return Configuration() }
        guard case let .mapping(mapping) = root else {
            throw error(at: root, "the configuration must be a mapping of keys to values, not \(root.kindDescription)")
        }
        var configuration = Configuration()
        for (keyNode, value) in mapping {
            let key = try name(of: keyNode)
            switch TopLevelKey(rawValue: key) {
            case .included: configuration.included = try globs(value, key: key)
            case .excluded: configuration.excluded = try globs(value, key: key)
            case .disabledRules: configuration.disabledRules = try ruleIDList(value, key: key)
            case .optInRules: configuration.optInRules = try ruleIDList(value, key: key)
            case .onlyRules: configuration.onlyRules = try ruleIDList(value, key: key)
            case .followExternalLinks: configuration.followsExternalLinks = try boolean(value, key: key)
            case .maxFileSize: configuration.maximumFileSize = try fileSize(value, key: key)
            case nil:
                guard let rule = rules[key] else {
                    throw unknownTopLevelKey(key, at: keyNode)
                }
                if let options = try ruleOptions(value, rule: rule) {
                    configuration.ruleOptions[key] = options
                }
            }
        }
        return configuration
    }

    // MARK: - Keys

    private func name(of key: Node) throws(ConfigurationError) -> String {
        guard case let .scalar(scalar) = key else {
            throw error(at: key, "keys must be plain names, not \(key.kindDescription)")
        }
        return scalar.string
    }

    private func unknownTopLevelKey(_ key: String, at node: Node) -> ConfigurationError {
        let known = TopLevelKey.allCases.map(\.rawValue)
        if let suggestion = SpellingSuggestion.closest(to: key, among: known + ruleIDs) {
            return error(at: node, "unknown key \(DiagnosticText.quoted(key)); did you mean '\(suggestion)'?")
        }
        return error(
            at: node,
            "unknown key \(DiagnosticText.quoted(key)) (expected \(known.joined(separator: ", ")) or a rule id: \(DiagnosticText.alternatives(ruleIDs)))"
        )
    }

    // MARK: - Lists

    private func globs(_ value: Node, key: String) throws(ConfigurationError) -> [String] {
        var patterns: [String] = []
        for item in try stringList(value, key: key) {
            guard !item.text.isEmpty else { throw error(at: item.node, "empty glob pattern in '\(key)'") }
            patterns.append(item.text)
        }
        return patterns
    }

    private func ruleIDList(_ value: Node, key: String) throws(ConfigurationError) -> Set<String> {
        var ids: Set<String> = []
        for item in try stringList(value, key: key) {
            guard rules[item.text] != nil else {
                throw unknownRule(item.text, at: item.node, context: "in '\(key)'")
            }
            ids.insert(item.text)
        }
        return ids
    }

    /// A list of strings, a single string standing for a one-element list, or nothing (`key:`)
    /// for an empty list — the forms SwiftLint users write.
    private func stringList(_ value: Node, key: String) throws(ConfigurationError) -> [(text: String, node: Node)] {
        switch value {
        case _ where value.isNull:
            return []
        case let .scalar(scalar):
            return [(scalar.string, value)]
        case let .sequence(sequence):
            var items: [(text: String, node: Node)] = []
            for item in sequence {
                guard case let .scalar(scalar) = item, !item.isNull else {
                    throw error(at: item, "'\(key)' must list strings, but an item is \(item.kindDescription)")
                }
                items.append((scalar.string, item))
            }
            return items
        default:
            throw error(at: value, "'\(key)' must be a list of strings, not \(value.kindDescription)")
        }
    }

    private func unknownRule(_ id: String, at node: Node, context: String) -> ConfigurationError {
        if let suggestion = SpellingSuggestion.closest(to: id, among: ruleIDs) {
            return error(at: node, "unknown rule \(DiagnosticText.quoted(id)) \(context); did you mean '\(suggestion)'?")
        }
        return error(
            at: node,
            "unknown rule \(DiagnosticText.quoted(id)) \(context) (known rules: \(DiagnosticText.alternatives(ruleIDs)))"
        )
    }

    // MARK: - Rule sections

    /// `rule_id: error` (a bare severity, SwiftLint-style), `rule_id: { severity: …, option: … }`,
    /// or an empty section.
    private func ruleOptions(_ value: Node, rule: RuleDescription) throws(ConfigurationError) -> RuleOptions? {
        switch value {
        case _ where value.isNull:
            return nil
        case .scalar:
            return RuleOptions(severity: try severity(value, rule: rule))
        case let .mapping(mapping):
            var options = RuleOptions()
            for (keyNode, optionValue) in mapping {
                let key = try name(of: keyNode)
                if key == Self.severityKey {
                    options.severity = try severity(optionValue, rule: rule)
                    continue
                }
                guard let option = rule.options.first(where: { $0.key == key }) else {
                    throw unknownOption(key, at: keyNode, rule: rule)
                }
                switch option.kind {
                case .stringList:
                    options.stringLists[key] = try stringList(optionValue, key: "\(rule.id).\(key)").map(\.text)
                case .integer:
                    options.integers[key] = try integer(optionValue, key: "\(rule.id).\(key)")
                }
            }
            return options
        default:
            throw error(
                at: value,
                "'\(rule.id)' must be a severity (warning or error) or a mapping of options, not \(value.kindDescription)"
            )
        }
    }

    private func severity(_ value: Node, rule: RuleDescription) throws(ConfigurationError) -> Severity {
        let accepted = DiagnosticText.alternatives(Severity.allCases.map(\.rawValue))
        guard case let .scalar(scalar) = value, !value.isNull else {
            throw error(at: value, "the severity of '\(rule.id)' must be \(accepted), not \(value.kindDescription)")
        }
        guard let severity = Severity(rawValue: scalar.string) else {
            throw error(at: value, "invalid severity \(DiagnosticText.quoted(scalar.string)) for '\(rule.id)' (expected \(accepted))")
        }
        return severity
    }

    private func unknownOption(_ key: String, at node: Node, rule: RuleDescription) -> ConfigurationError {
        let known = [Self.severityKey] + rule.options.map(\.key)
        if let suggestion = SpellingSuggestion.closest(to: key, among: known) {
            return error(at: node, "unknown option \(DiagnosticText.quoted(key)) for rule '\(rule.id)'; did you mean '\(suggestion)'?")
        }
        return error(
            at: node,
            "unknown option \(DiagnosticText.quoted(key)) for rule '\(rule.id)' (expected \(DiagnosticText.alternatives(known)))"
        )
    }

    /// Parsed here rather than with Yams' `Int` construction, which traps on overflowing
    /// sexagesimal values (`1:2:3:…`) and reads a leading zero as octal.
    private func integer(_ value: Node, key: String) throws(ConfigurationError) -> Int {
        guard case let .scalar(scalar) = value, value.tagName == .int else {
            throw error(at: value, "'\(key)' must be an integer, not \(value.kindDescription)")
        }
        let digits = scalar.string.filter { $0 != "_" }
        let unsigned = digits.first == "+" || digits.first == "-" ? digits.dropFirst() : Substring(digits)
        guard !unsigned.isEmpty, unsigned.allSatisfy({ ("0"..."9").contains($0) }) else {
            throw error(at: value, "'\(key)' must be a decimal integer, not \(DiagnosticText.quoted(scalar.string))")
        }
        guard let integer = Int(digits) else {
            throw error(at: value, "'\(key)' is out of range: \(DiagnosticText.quoted(scalar.string))")
        }
        return integer
    }

    private func fileSize(_ value: Node, key: String) throws(ConfigurationError) -> Int {
        let expected = "'\(key)' must be a size in kilobytes or megabytes such as 512KB or 8MB"
        guard case let .scalar(scalar) = value, !value.isNull else {
            throw error(at: value, "\(expected), not \(value.kindDescription)")
        }
        guard let bytes = FileSize.bytes(parsing: scalar.string) else {
            throw error(at: value, "\(expected), not \(DiagnosticText.quoted(scalar.string))")
        }
        return bytes
    }

    // MARK: - Errors

    private func boolean(_ value: Node, key: String) throws(ConfigurationError) -> Bool {
        guard case let .scalar(scalar) = value, ["true", "false"].contains(scalar.string) else {
            throw error(at: value, "'\(key)' must be true or false")
        }
        return scalar.string == "true"
    }

    private func error(at node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
    }
}
