import WirelintFacts

enum WirelintVersion {
    static let string = ToolVersion.current
}
