/// Text inside a Mermaid diagram: the graph command's pictures and the job summary's paths.
public enum MermaidText {
    /// `text` as a quoted Mermaid label. Mermaid has no backslash escapes: quotes and angle
    /// brackets are written as its entity codes, so a name can neither close the label nor
    /// open markup, and a line break becomes a space.
    public static func label(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "#": escaped += "#35;"
            case "\n", "\r": escaped += " "
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
