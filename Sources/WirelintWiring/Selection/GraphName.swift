/// How a name on the command line names a node: its name, its id, `key` for `\.key`, the
/// `file:line` it is declared at, or a type name several files declare (each of them).
enum GraphName {
    static func matches(_ name: String, _ node: WiringNode) -> Bool {
        if node.name == name || node.id == name || node.id.hasPrefix("type:\(name)@") { return true }
        if node.kind == .environmentKey, node.name == "\\.\(name)" || node.name == "\\\(name)" { return true }
        guard let location = node.location else { return false }
        return name == "\(location.file):\(location.range.start.line)"
    }
}
