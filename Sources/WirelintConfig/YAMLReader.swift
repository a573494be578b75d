import WirelintYAML
import Yams

/// Turns configuration text into Yams nodes, refusing input that could make composition explode.
///
/// Yams resolves an alias by sharing the anchored node, and hashes mapping keys to find
/// duplicates; with nested aliases ("billion laughs") that hashing — and any walk over the
/// tree — grows exponentially. A configuration never needs anchors, so they are rejected before
/// Yams sees the text; an alias without an anchor is then just an undefined-alias error.
/// Nesting depth is bounded by libyaml itself (1000 levels), which is shallow enough for Yams'
/// recursive composer.
enum YAMLReader {
    static func compose(_ yaml: String, file: String) throws(ConfigurationError) -> Node? {
        if let anchor = YAMLAnchors.first(in: yaml) {
            throw ConfigurationError(
                file: file, line: anchor.line, column: anchor.column,
                message: "YAML anchors ('&name') and aliases are not supported in the configuration; write the value out"
            )
        }
        do {
            // The encoding is explicit: `.default` consults an environment variable and prints to stdout.
            return try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            throw configurationError(for: error, yaml: yaml, file: file)
        } catch {
            throw ConfigurationError(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }
}

extension YAMLReader {
    private static func configurationError(for error: YamlError, yaml: String, file: String) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if problem == "found undefined alias" || context?.text == "while scanning an alias" {
                // Every alias is undefined because anchors are rejected; in practice this is an
                // unquoted glob such as `- **/Generated`, which YAML reads as an alias.
                let start = context?.mark ?? mark
                return ConfigurationError(
                    file: file, line: start.line, column: start.column,
                    message: "'*' starts a YAML alias here; quote patterns that begin with '*' (\"**/Generated\")"
                )
            }
            return ConfigurationError(
                file: file, line: mark.line, column: mark.column,
                message: message(problem: problem, context: context)
            )
        case let .reader(problem, offset, _, _):
            let position = offset.map { TextPosition(characterOffset: $0, in: yaml) } ?? TextPosition()
            return ConfigurationError(
                file: file, line: position.line, column: position.column, message: "invalid YAML: \(problem)"
            )
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map(DiagnosticText.quoted).joined(separator: ", ")
            return ConfigurationError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(keys)"
            )
        default:
            return ConfigurationError(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }

    private static func message(problem: String, context: YamlError.Context?) -> String {
        guard let context else { return "invalid YAML: \(problem)" }
        return "invalid YAML: \(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
    }
}
