/// How a name on the command line names a node: its name, its id, `key` for `\.key`, or the
/// `file:line` (or `file`) it is declared at.
enum GraphName {
    static func matches(_ name: String, _ node: WiringNode) -> Bool {
        if node.name == name || node.id == name { return true }
        if node.kind == .environmentKey, node.name == "\\.\(name)" || node.name == "\\\(name)" { return true }
        guard let location = node.location else { return false }
        return name == "\(location.file):\(location.range.start.line)"
    }
}
