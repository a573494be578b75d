/// The rule documents of `Rules/<id>.md`, as compiled into the binary.
///
/// The text is embedded at build time by the `EmbedRuleDocs` plugin rather than shipped as a
/// resource bundle, so an installed `wirelint` can explain its rules with nothing beside it.
public enum RuleDocumentation {
    /// The Markdown of `Rules/<id>.md`, or nil when no such document exists.
    public static func markdown(forRule id: String) -> String? {
        embeddedRuleDocuments[id]
    }

    /// The ids of every documented rule, sorted.
    public static var documentedRuleIDs: [String] {
        embeddedRuleDocuments.keys.sorted()
    }
}
