import WirelintWiring

/// What `wirelint graph` was asked to draw: the project as `lint` finds and configures it,
/// the part to draw and the format.
public struct GraphRequest: Sendable {
    /// Paths, configuration, cache, jobs and `--output`, as for `lint`.
    public var project: LintRequest
    public var selection: GraphSelection
    public var format: GraphFormat

    public init(project: LintRequest, selection: GraphSelection, format: GraphFormat) {
        self.project = project
        self.selection = selection
        self.format = format
    }
}
