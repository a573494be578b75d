/// The subset of the SARIF 2.1.0 object model that wirelint writes.
///
/// Typed structs instead of dictionaries so that a misspelt property is a compile error rather
/// than a silently ignored field in GitHub. Optional properties that are `nil` are left out of
/// the JSON.
enum SARIF {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    /// The base id result URIs are relative to; `originalUriBaseIds` maps it to the lint root.
    static let sourceRootBaseID = "%SRCROOT%"

    struct Log: Encodable {
        var schema = SARIF.schemaURI
        var version = SARIF.version
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "utf16CodeUnits"
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: MultiformatMessage
        var fullDescription: MultiformatMessage
        var help: MultiformatMessage
        var helpUri: String
        var defaultConfiguration: ReportingConfiguration
    }

    struct ReportingConfiguration: Encodable {
        var level: String
    }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String? = nil
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var codeFlows: [CodeFlow]?
        var partialFingerprints: [String: String]?
        /// Empty for a finding nobody suppressed: SARIF reads an absent array as "unknown".
        var suppressions: [Suppression]
    }

    struct Location: Encodable {
        var id: Int? = nil
        var physicalLocation: PhysicalLocation
        var message: Message? = nil
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String? = nil
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    struct CodeFlow: Encodable {
        var threadFlows: [ThreadFlow]
    }

    struct ThreadFlow: Encodable {
        var locations: [ThreadFlowLocation]
    }

    struct ThreadFlowLocation: Encodable {
        var location: Location
    }

    struct Suppression: Encodable {
        var kind: String
    }
}
