import WirelintGraph

/// `missing_preview_injection`: a preview whose view tree reads an environment value that
/// nothing on the way from the preview injects — Xcode Previews crash ("missing environment
/// object"), or silently run against the live dependency although the project has a mock.
public enum MissingPreviewInjectionRule: Rule {
    public static let description = RuleDescription(
        id: "missing_preview_injection",
        name: "Missing injection in a preview",
        summary: "A preview's view tree needs an environment object or value that nothing on the path from the preview injects.",
        rationale: """
            Views deep in the tree read @EnvironmentObject, @Environment(T.self) and project \
            environment keys; a #Preview or PreviewProvider that never injects them crashes \
            ("missing environment object"), shows an unset state, or talks to the live backend \
            although a mock exists. Inject the value on the previewed view, or through a shared \
            preview helper.
            """,
        defaultSeverity: .error,
        severityDescription: "error when the preview crashes, warning for an unset or live default",
        options: [MissingInjectionReport.injectingModifiersOption]
    )

    public static let weight = RuleWeight.project

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        MissingInjectionReport.findings(
            for: graph.previewRoots, in: graph,
            settings: .init(ruleID: description.id, options: options, includesLatent: false, reportsLiveDefaults: true))
    }
}
