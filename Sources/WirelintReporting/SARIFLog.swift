/// The subset of the SARIF 2.1.0 object model that wirelint writes.
///
/// Typed structs instead of dictionaries so that every result has the same shape and each
/// property's name is spelled in one place, its type's `write(to:)`, which writes the
/// properties in sorted key order (`JSONWriter`) and leaves out those that are `nil`.
enum SARIF {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    /// The base id result URIs are relative to; `originalUriBaseIds` maps it to the lint root.
    static let sourceRootBaseID = "%SRCROOT%"

    struct Log<Results: Sequence<Result>>: JSONValue {
        var schema = SARIF.schemaURI
        var version = SARIF.version
        var runs: [Run<Results>]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("$schema", schema)
                json.member("runs", runs)
                json.member("version", version)
            }
        }
    }

    /// `Results` is the findings' results made as they are written, so that a report's
    /// results are never all in memory at once.
    struct Run<Results: Sequence<Result>>: JSONValue {
        var tool: Tool
        /// Only when the run has something to say about itself (results left out).
        var invocations: [Invocation]?
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "utf16CodeUnits"
        var results: Results

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("columnKind", columnKind)
                json.member("invocations", invocations)
                json.member("originalUriBaseIds", originalUriBaseIds)
                json.member("results", JSONArray(results))
                json.member("tool", tool)
            }
        }
    }

    struct Invocation: JSONValue {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("executionSuccessful", executionSuccessful)
                json.member("toolExecutionNotifications", toolExecutionNotifications)
            }
        }
    }

    struct Notification: JSONValue {
        var level: String
        var message: Message

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("level", level)
                json.member("message", message)
            }
        }
    }

    struct Tool: JSONValue {
        var driver: ToolComponent

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("driver", driver) }
        }
    }

    struct ToolComponent: JSONValue {
        var name: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("informationUri", informationUri)
                json.member("name", name)
                json.member("rules", rules)
                json.member("semanticVersion", semanticVersion)
            }
        }
    }

    struct ReportingDescriptor: JSONValue {
        var id: String
        var name: String
        var shortDescription: MultiformatMessage
        var fullDescription: MultiformatMessage
        var help: MultiformatMessage
        var helpUri: String
        var defaultConfiguration: ReportingConfiguration

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("defaultConfiguration", defaultConfiguration)
                json.member("fullDescription", fullDescription)
                json.member("help", help)
                json.member("helpUri", helpUri)
                json.member("id", id)
                json.member("name", name)
                json.member("shortDescription", shortDescription)
            }
        }
    }

    struct ReportingConfiguration: JSONValue {
        var level: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("level", level) }
        }
    }

    struct MultiformatMessage: JSONValue {
        var text: String
        var markdown: String? = nil

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("markdown", markdown)
                json.member("text", text)
            }
        }
    }

    struct Message: JSONValue {
        var text: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("text", text) }
        }
    }

    struct Result: JSONValue {
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

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("codeFlows", codeFlows)
                json.member("level", level)
                json.member("locations", locations)
                json.member("message", message)
                json.member("partialFingerprints", partialFingerprints)
                json.member("relatedLocations", relatedLocations)
                json.member("ruleId", ruleId)
                json.member("ruleIndex", ruleIndex)
                json.member("suppressions", suppressions)
            }
        }
    }

    struct Location: JSONValue {
        var id: Int? = nil
        var physicalLocation: PhysicalLocation
        var message: Message? = nil

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("id", id)
                json.member("message", message)
                json.member("physicalLocation", physicalLocation)
            }
        }
    }

    struct PhysicalLocation: JSONValue {
        var artifactLocation: ArtifactLocation
        var region: Region

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("artifactLocation", artifactLocation)
                json.member("region", region)
            }
        }
    }

    struct ArtifactLocation: JSONValue {
        var uri: String
        var uriBaseId: String? = nil

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("uri", uri)
                json.member("uriBaseId", uriBaseId)
            }
        }
    }

    struct Region: JSONValue {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int

        func write(to json: inout JSONWriter) {
            json.object { json in
                json.member("endColumn", endColumn)
                json.member("endLine", endLine)
                json.member("startColumn", startColumn)
                json.member("startLine", startLine)
            }
        }
    }

    struct CodeFlow: JSONValue {
        var threadFlows: [ThreadFlow]

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("threadFlows", threadFlows) }
        }
    }

    struct ThreadFlow: JSONValue {
        var locations: [ThreadFlowLocation]

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("locations", locations) }
        }
    }

    struct ThreadFlowLocation: JSONValue {
        var location: Location

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("location", location) }
        }
    }

    struct Suppression: JSONValue {
        var kind: String

        func write(to json: inout JSONWriter) {
            json.object { json in json.member("kind", kind) }
        }
    }
}
