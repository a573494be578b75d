/// The formats `wirelint graph --format` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz's language, for `dot -Tsvg` and any tool that reads it.
    case dot
    /// Renders where findings are read: GitHub Markdown, pull request comments, job summaries.
    case mermaid
    /// For other tools; the schema is `docs/graph.schema.json`.
    case json
    /// One page to open in a browser, with the findings beside the picture.
    case html
}
