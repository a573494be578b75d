/// The wirelint version: SARIF `semanticVersion`, part of every cache key.
public enum ToolVersion {
    public static let current = "0.1.0"
    /// Where the project and its rule docs live (SARIF `informationUri` and `helpUri`).
    public static let homepage = "https://github.com/wirelint/wirelint"

    public static func documentationURI(forRule id: String) -> String {
        "\(homepage)/blob/main/Rules/\(id).md"
    }
}
