import WirelintFacts
import WirelintGraph

/// `environment_in_init`: an environment value read while the view is being initialised.
///
/// SwiftUI installs `@Environment` / `@EnvironmentObject` values when it updates the view,
/// after `init` returns. A read during `init` — directly, through a helper the init calls, or
/// inside an (auto)closure built there, such as `StateObject(wrappedValue: Model(x))` — sees the
/// key's default value, or crashes for environment objects.
public enum EnvironmentInInitRule: Rule {
    public static let description = RuleDescription(
        id: "environment_in_init",
        name: "Environment read in init",
        summary: "An @Environment / @EnvironmentObject value is read in init, before SwiftUI installs the environment.",
        rationale: """
            SwiftUI fills environment properties when it updates the view, not when the struct is \
            created. Reading one in init (often to build a @StateObject view model) yields the \
            key's default value, or crashes for @EnvironmentObject and @Environment(T.self). Read \
            the value in body, .task or .onAppear, or pass it into init as a parameter.
            """,
        defaultSeverity: .error,
        severityDescription: "error when the read crashes (`@EnvironmentObject`, `@Environment(T.self)`), warning otherwise",
        options: [
            RuleOptionDescription(
                key: "environment_wrappers", kind: .stringList,
                summary: "Extra property wrappers that read the environment like @Environment."),
        ]
    )

    public static let weight = RuleWeight.bodies

    public static func findings(in graph: ProjectGraph, options: RuleOptions) -> [Finding] {
        let customWrappers = Set(options.strings("environment_wrappers"))
        var findings: [Finding] = []
        for type in graph.types where type.kind == .struct || type.kind == .class {
            let dependencies = graph.environmentDependencies(of: type, customWrappers: customWrappers)
            guard !dependencies.isEmpty else { continue }
            let byName = Dictionary(dependencies.map { ($0.property.name, $0) }, uniquingKeysWith: { first, _ in first })
            for initializer in type.functions where initializer.value.kind == .initializer {
                findings += readsDuringInit(initializer, of: type, dependencies: byName).map {
                    finding(for: $0, in: initializer, type: type, options: options)
                }
            }
        }
        return findings
    }

    /// One environment read reachable from an init: where the init reaches it, and the chain of
    /// helpers in between (empty for a direct read).
    private struct Read {
        let dependency: EnvironmentDependency
        let range: SourceRange
        let form: MemberRead.Form
        let inClosure: Bool
        let helpers: [Located<FunctionFacts>]
    }

    /// The first read of each environment property during `initializer`, in source order.
    private static func readsDuringInit(
        _ initializer: Located<FunctionFacts>,
        of type: LinkedType,
        dependencies: [String: EnvironmentDependency]
    ) -> [Read] {
        var reads: [Read] = []
        let body = initializer.value.body
        for read in body.reads {
            if let dependency = dependencies[read.name] {
                reads.append(Read(dependency: dependency, range: read.range, form: read.form, inClosure: read.inClosure, helpers: []))
            }
        }
        // Helpers: methods the init calls and computed properties it reads.
        let helperUses = body.selfCalls.map { ($0.name, $0.range) }
            + body.reads.filter { dependencies[$0.name] == nil }.map { ($0.name, $0.range) }
        for (name, range) in helperUses {
            var visited: Set<String> = []
            for (dependency, chain) in helperReads(name, of: type, dependencies: dependencies, visited: &visited) {
                reads.append(Read(dependency: dependency, range: range, form: .bare, inClosure: false, helpers: chain))
            }
        }
        var seen: Set<String> = []
        return reads.sorted { $0.range.start < $1.range.start }.filter { seen.insert($0.dependency.property.name).inserted }
    }

    /// Environment properties a member of `type` reads, directly or through further members.
    private static func helperReads(
        _ name: String,
        of type: LinkedType,
        dependencies: [String: EnvironmentDependency],
        visited: inout Set<String>
    ) -> [(EnvironmentDependency, [Located<FunctionFacts>])] {
        guard visited.insert(name).inserted else { return [] }
        var result: [(EnvironmentDependency, [Located<FunctionFacts>])] = []
        for member in type.members(named: name) {
            let body = member.value.body
            for read in body.reads {
                if let dependency = dependencies[read.name] {
                    result.append((dependency, [member]))
                } else {
                    result += helperReads(read.name, of: type, dependencies: dependencies, visited: &visited).map { ($0.0, [member] + $0.1) }
                }
            }
            for call in body.selfCalls {
                result += helperReads(call.name, of: type, dependencies: dependencies, visited: &visited).map { ($0.0, [member] + $0.1) }
            }
        }
        return result
    }

    private static func finding(for read: Read, in initializer: Located<FunctionFacts>, type: LinkedType, options: RuleOptions) -> Finding {
        let property = read.dependency.property
        let declaration = "\(property.name) (\(wrapperDescription(read.dependency)))"
        let how: String
        if !read.helpers.isEmpty {
            let chain = read.helpers.map { $0.value.kind == .method ? "\($0.value.name)()" : $0.value.name }.joined(separator: " → ")
            how = "\(type.name).init calls \(chain), which reads \(declaration)"
        } else if read.inClosure {
            how = "\(type.name).init reads \(declaration) in a closure it builds"
        } else {
            how = "\(type.name).init reads \(declaration)"
        }
        let consequence = read.dependency.crashesWhenMissing
            ? "it crashes, because SwiftUI installs the environment only after init"
            : "it gets the default value, because SwiftUI installs the environment only after init"
        let fix = "read it in body, .task or .onAppear, or pass the value into init from the parent"
        var related = [AnnotatedLocation(
            location: type.declaration.location(property.range),
            message: "\(property.name) is declared \(wrapperDescription(read.dependency)) here")]
        related += read.helpers.map {
            AnnotatedLocation(location: $0.location($0.value.range), message: "\($0.value.name) is called during init")
        }
        return Finding(
            ruleID: description.id,
            severity: options.severity ?? (read.dependency.crashesWhenMissing ? .error : .warning),
            message: "\(how): \(consequence) — \(fix)",
            location: initializer.location(read.range),
            related: related)
    }

    private static func wrapperDescription(_ dependency: EnvironmentDependency) -> String {
        switch dependency.kind {
        case .object(let type): return "@EnvironmentObject" + (type.map { " \($0)" } ?? "")
        case .typed(let type, let optional): return "@Environment(\(type).self)" + (optional ? " (optional)" : "")
        case .key(let key): return "@Environment(\\.\(key))"
        case .dynamicProperty(let type): return "environment-backed \(type)"
        case .customWrapper(let wrapper): return "@\(wrapper)"
        }
    }
}
