import WirelintGraph

/// `missing_root_injection`: an app scene or hosting controller whose view tree reads an
/// environment object that nothing on the way injects — the production crash "No
/// ObservableObject of type X found", often only on a screen reached after navigation.
public enum MissingRootInjectionRule: Rule {
    public static let description = RuleDescription(
        id: "missing_root_injection",
        name: "Missing injection at an app root",
        summary: "An app scene or hosting controller's view tree needs an environment object or value that nothing on the path from the root injects.",
        rationale: """
            A WindowGroup, Window, Settings, DocumentGroup or MenuBarExtra scene, or a \
            UIHostingController / NSHostingController / NSHostingView, starts a new view tree. \
            If a view in it — including one presented later in a sheet or navigation \
            destination — reads an environment object nobody injected, the app crashes when it \
            appears. Inject the value on the root view of the scene or hosting controller.
            """,
        defaultSeverity: .error,
        severityDescription: "error when the app crashes, warning for an unset default",
        options: [MissingInjectionReport.injectingModifiersOption]
    )

    public static let weight = RuleWeight.project

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        MissingInjectionReport.findings(
            for: graph.appRoots, in: graph,
            settings: .init(ruleID: description.id, options: options, includesLatent: true, reportsLiveDefaults: false))
    }
}
