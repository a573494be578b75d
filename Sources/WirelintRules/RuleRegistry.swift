/// Every implemented rule, in the order `wirelint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        EnvironmentInInitRule.self,
        InjectedGlobalMutationRule.self,
        DependencyRelayRule.self,
        MissingPreviewInjectionRule.self,
        MissingRootInjectionRule.self,
        ExternalStateObjectRule.self,
        ObservedObjectOwnershipRule.self,
        HiddenSingletonRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
