/// A `// wirelint:` comment.
/// Read by no rule: suppression, after the rules, and the findings a moved file carries over.
public struct SuppressionDirective: Codable, Sendable, Equatable {
    public enum Action: String, Codable, Sendable, CaseIterable {
        /// `disable` … `enable`: a region.
        case disable, enable
        /// `disable:next`: the next line.
        case disableNext
        /// `disable:this`: the comment's own line.
        case disableThis
    }

    public var action: Action
    /// Rule ids, or `all`.
    public var rules: [String]
    public var line: Int

    public init(action: Action, rules: [String], line: Int) {
        self.action = action
        self.rules = rules
        self.line = line
    }
}

extension SuppressionDirective: FactsCodable {
    public init(from reader: inout FactsReader) throws {
        (action, rules, line) = (try reader.read(Action.self), try reader.readArray(String.self), try reader.readInt())
    }

    public func write(to writer: inout FactsWriter) {
        writer.write(action)
        writer.write(rules)
        writer.write(line)
    }
}

extension SuppressionDirective.Action: FactsCodableEnum {
    public static let codingOrder = allCases
}
