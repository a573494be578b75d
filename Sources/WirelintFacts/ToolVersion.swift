/// The wirelint version, kept here and nowhere else: `wirelint --version`, SARIF
/// `semanticVersion`, the rule links, every cache key, and the release artifacts (the release
/// scripts read it from this file and refuse a tag that names another version).
public enum ToolVersion {
    public static let current = "0.1.0"
    /// Where the project and its rule docs live (SARIF `informationUri` and `helpUri`).
    public static let homepage = "https://github.com/wirelint/wirelint"
    /// The release's tag: rule links point at the docs of the rules this build runs, which a
    /// link to a moving branch would not.
    public static let releaseTag = "v\(current)"

    public static func documentationURI(forRule id: String) -> String {
        "\(homepage)/blob/\(releaseTag)/Rules/\(id).md"
    }
}
