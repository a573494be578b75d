import SwiftSyntax
import WirelintFacts

/// Summarises one body (function, initializer, getter, preview) into `BodyFacts`.
///
/// Tracks lexical scopes so that a parameter or local that shadows a property is never taken
/// for a read of the property, and knows the locally visible type of each local when it is
/// written or constructed (`let vc = ProfileViewModel()`), which is all the type information
/// the rules get without a type checker.
final class BodyAnalyzer: SyntaxVisitor {
    private let positions: PositionTable
    private let enclosingType: String?
    private let root: SyntaxIdentifier

    /// Innermost last; each maps a local name to its locally known type.
    private var scopes: [[String: String?]]
    private var closureDepth = 0
    private var deferDepth = 0
    /// The call each argument being walked belongs to, innermost last.
    private var argumentCallees: [String?] = []
    /// The call each enclosing closure is passed to, innermost last.
    private var closureCallees: [String?] = []

    private var facts = BodyFacts()
    private var seenReads: Set<ReadKey> = []
    private var seenCalls: Set<String> = []
    private var seenStaticReads: Set<StaticReadKey> = []
    private var seenEnvironmentReads: Set<EnvironmentReadKey> = []

    /// What makes a read, static read or environment read worth recording again.
    private struct ReadKey: Hashable {
        let name: String, form: MemberRead.Form, inClosure: Bool, passedTo: String?
    }

    private struct StaticReadKey: Hashable {
        let type: String, member: String, isFallback: Bool
    }

    private struct EnvironmentReadKey: Hashable {
        let base: String, member: String, passedTo: String?
    }
    /// Where the node being walked sits, kept on the way down so that a construction learns
    /// it without climbing back to the root (see `context()`).
    ///
    /// The modifier calls applied to an expression that contains the node, outermost first,
    /// each with its injection once one was asked for.
    private var modifierCalls: [(call: FunctionCallExprSyntax, name: String)] = []
    /// The injection of each of `modifierCalls`, once asked for (`.some(nil)`: none).
    private var modifierInjections: [Injection??] = []
    /// How many enclosing calls take the node as presentation content (`sheet`, a
    /// `NavigationLink` destination).
    private var presentationDepth = 0
    /// The innermost construction among whose arguments or closures the node is.
    private var enclosingConstruction: Int?

    private init(positions: PositionTable, enclosingType: String?, root: SyntaxIdentifier, parameters: [String: String?]) {
        self.positions = positions
        self.enclosingType = enclosingType
        self.root = root
        self.scopes = [parameters]
        super.init(viewMode: .sourceAccurate)
    }

    static func analyze(
        _ node: some SyntaxProtocol,
        parameters: [ParameterFacts] = [],
        enclosingType: String?,
        positions: PositionTable
    ) -> BodyFacts {
        var names: [String: String?] = [:]
        for parameter in parameters { names[parameter.name] = parameter.type?.name }
        let analyzer = BodyAnalyzer(positions: positions, enclosingType: enclosingType, root: node.id, parameters: names)
        analyzer.walk(node)
        return analyzer.facts
    }

    // MARK: Scopes

    private func declare(_ name: String, type: String?) {
        scopes[scopes.count - 1][name] = .some(type)
    }

    /// Whether `name` is a parameter or local, and its type when known.
    private func local(_ name: String) -> (isLocal: Bool, type: String?) {
        for scope in scopes.reversed() {
            if let type = scope[name] { return (true, type) }
        }
        return (false, nil)
    }

    private func withScope(_ body: () -> Void) {
        scopes.append([:])
        body()
        scopes.removeLast()
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { scopes.removeLast() }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }

    override func visitPost(_ node: IfExprSyntax) { scopes.removeLast() }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        return .visitChildren
    }

    override func visitPost(_ node: WhileStmtSyntax) { scopes.removeLast() }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        scopes.append([:])
        for name in Self.boundNames(in: node.label) { declare(name, type: nil) }
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) { scopes.removeLast() }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(["error": String?.none])
        for item in node.catchItems { for name in Self.boundNames(in: item) { declare(name, type: nil) } }
        return .visitChildren
    }

    override func visitPost(_ node: CatchClauseSyntax) { scopes.removeLast() }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.sequence)
        if let whereClause = node.whereClause { walk(whereClause) }
        withScope {
            for name in Self.boundNames(in: node.pattern) { declare(name, type: nil) }
            walk(node.body)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let value = binding.initializer?.value { walk(value) }
            if let accessors = binding.accessorBlock { walk(accessors) }
            let annotated = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type)?.name }
            let type = annotated ?? binding.initializer.flatMap { inferredType(of: $0.value) }
            for name in Self.boundNames(in: binding.pattern) { declare(name, type: type) }
        }
        return .skipChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        let names = Self.boundNames(in: node.pattern)
        if let value = node.initializer?.value {
            walk(value)
        } else if let name = names.first, !local(name).isLocal {
            // `if let session { … }` reads the property before shadowing it.
            recordRead(name: name, form: .bare, at: node.pattern)
        }
        let type = node.typeAnnotation.flatMap { SyntaxNames.typeName($0.type)?.name }
        for name in names { declare(name, type: type) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, type: nil)
        withScope {
            for parameter in node.signature.parameterClause.parameters {
                declare((parameter.secondName ?? parameter.firstName).text, type: SyntaxNames.typeName(parameter.type)?.name)
            }
            if let body = node.body { walk(body) }
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        withScope {
            if let signature = node.signature {
                if let captures = signature.capture?.items {
                    for capture in captures {
                        if let value = capture.initializer?.value { walk(value) }
                        if capture.name.tokenKind != .keyword(.self) { declare(capture.name.text, type: nil) }
                    }
                }
                switch signature.parameterClause {
                case .simpleInput(let names):
                    for parameter in names { declare(parameter.name.text, type: nil) }
                case .parameterClause(let clause):
                    for parameter in clause.parameters {
                        declare((parameter.secondName ?? parameter.firstName).text, type: parameter.type.flatMap { SyntaxNames.typeName($0)?.name })
                    }
                case nil:
                    break
                }
            }
            closureDepth += 1
            closureCallees.append(argumentCallees.last ?? nil)
            walk(node.statements)
            closureCallees.removeLast()
            closureDepth -= 1
        }
        return .skipChildren
    }

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        deferDepth += 1
        walk(node.body)
        deferDepth -= 1
        return .skipChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    // MARK: Reads

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "self" || (name == "content" && local(name).isLocal) {
            recordModifiedRoot(node, callee: name)
            return .skipChildren
        }
        guard isMemberCandidate(name), !local(name).isLocal else { return .skipChildren }
        recordModifiedRoot(node, callee: "content")
        if name.hasPrefix("_") {
            recordRead(name: String(name.dropFirst()), form: .storage, at: node)
        } else if name.hasPrefix("$") {
            recordRead(name: String(name.dropFirst()), form: .projected, at: node)
        } else {
            recordRead(name: name, form: .bare, at: node)
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .skipChildren }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
            let name = node.declName.baseName.text
            let isCallee = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            if isCallee {
                recordSelfCall(name, at: node)
                recordModifiedRoot(reference, callee: "self")
            } else if name.hasPrefix("_") {
                recordRead(name: String(name.dropFirst()), form: .storage, at: node)
            } else if name.hasPrefix("$") {
                recordRead(name: String(name.dropFirst()), form: .projected, at: node)
            } else {
                recordRead(name: name, form: .viaSelf, at: node)
                recordModifiedRoot(node, callee: "content")
            }
            return .skipChildren
        }
        let name = node.declName.baseName.text
        if let type = SyntaxNames.typePath(base), !SyntaxNames.isTypeName(name), name != "init", name != "self" {
            recordStaticRead(type: type, member: name, at: node)
        }
        recordEnvironmentRead(node, base: base)
        walk(base)
        return .skipChildren
    }

    // MARK: Feature environments

    /// `environment.api`, `$0.api` in a closure passed as `environment:`, or a member of a value
    /// typed `…Environment`: how Composable Architecture reducers read their environment.
    private func recordEnvironmentRead(_ node: MemberAccessExprSyntax, base: ExprSyntax) {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return }
        let baseName = reference.baseName.text
        let member = node.declName.baseName.text
        guard isMemberCandidate(member), !member.hasPrefix("$") else { return }
        let isAnonymous = baseName.hasPrefix("$") && baseName.dropFirst().first?.isNumber == true
        let binding = local(baseName)
        guard isAnonymous || binding.isLocal else { return }
        let environmentType: String?
        if let type = binding.type {
            guard type.hasSuffix("Environment") else { return }
            environmentType = type
        } else if baseName == "environment" || baseName == "env"
            || (isAnonymous && Self.enclosingClosureLabel(of: node) == "environment") {
            environmentType = environmentTypeHint(around: node)
        } else {
            return
        }
        let passedTo = Self.initializerReceiving(node)
        guard seenEnvironmentReads.insert(EnvironmentReadKey(base: baseName, member: member, passedTo: passedTo)).inserted else { return }
        facts.environmentReads = (facts.environmentReads ?? []) + [FeatureEnvironmentRead(
            base: baseName, member: member, environmentType: environmentType, passedTo: passedTo, range: positions.range(of: node))]
    }

    /// The label of the argument the innermost closure around `node` is passed as.
    private static func enclosingClosureLabel(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text }
                return closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
            }
            current = parent
        }
        return nil
    }

    /// The environment type the calls around `node` name: a `…Environment` generic argument
    /// (`Reducer<AppState, AppAction, AppEnvironment>.combine(…)`), or the root of a `state:` key
    /// path or `action:` case path (`\AppState.child`, `/App.Action.child`) with `State`/`Action`
    /// replaced by `Environment`. The innermost call that names one wins.
    private func environmentTypeHint(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while current.id != root, let parent = current.parent {
            current = parent
            guard let call = parent.as(FunctionCallExprSyntax.self) else { continue }
            var callee: ExprSyntax? = call.calledExpression
            while let expression = callee {
                if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
                    let names = specialized.genericArgumentClause.arguments.compactMap {
                        $0.argument.as(TypeSyntax.self).flatMap { SyntaxNames.typeName($0)?.name }
                    }
                    if let environment = names.last(where: { $0.hasSuffix("Environment") }) { return environment }
                }
                callee = expression.as(MemberAccessExprSyntax.self)?.base
            }
            for argument in call.arguments {
                guard let label = argument.label?.text, label == "state" || label == "action" else { continue }
                var pathRoot: String?
                if let keyPath = argument.expression.as(KeyPathExprSyntax.self), let type = keyPath.root {
                    pathRoot = SyntaxNames.typeName(type)?.name
                } else if let prefix = argument.expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "/",
                          let member = prefix.expression.as(MemberAccessExprSyntax.self), let base = member.base {
                    pathRoot = SyntaxNames.typePath(base)
                }
                for suffix in ["State", "Action"] where pathRoot?.hasSuffix(suffix) == true {
                    return String(pathRoot!.dropLast(suffix.count)) + "Environment"
                }
            }
        }
        return nil
    }

    private func isMemberCandidate(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if name == "_" || name == "super" || SyntaxNames.isTypeName(name) { return false }
        if first == "$", let second = name.unicodeScalars.dropFirst().first, second.properties.numericType != nil {
            return false
        }
        return true
    }

    private func recordRead(name: String, form: MemberRead.Form, at node: some SyntaxProtocol) {
        let inClosure = closureDepth > 0
        let passedTo = Self.initializerReceiving(node)
        guard seenReads.insert(ReadKey(name: name, form: form, inClosure: inClosure, passedTo: passedTo)).inserted else { return }
        facts.reads.append(MemberRead(name: name, form: form, inClosure: inClosure, passedTo: passedTo, range: positions.range(of: node)))
    }

    /// The type whose initializer takes `node` as a whole argument (`Row(api: api)`), if any.
    private static func initializerReceiving(_ node: some SyntaxProtocol) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return SyntaxNames.calleeTypeName(call.calledExpression)
    }

    private func recordStaticRead(type: String, member: String, at node: some SyntaxProtocol) {
        let isFallback = Self.isFallbackOperand(node)
        guard seenStaticReads.insert(StaticReadKey(type: type, member: member, isFallback: isFallback)).inserted else { return }
        facts.staticReads.append(StaticRead(type: type, member: member, isFallback: isFallback ? true : nil, range: positions.range(of: node)))
    }

    /// Whether `node` heads the right operand of `??` (`x ?? T.shared`, `x ?? T.shared.value`).
    private static func isFallbackOperand(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        guard let list = current.parent?.as(ExprListSyntax.self) else { return false }
        var previous: ExprSyntax?
        for element in list {
            if element.id == current.id { break }
            previous = element
        }
        return previous?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    private func recordSelfCall(_ name: String, at node: some SyntaxProtocol) {
        if seenCalls.insert(name).inserted { facts.selfCalls.append(SelfCall(name: name, range: positions.range(of: node))) }
    }

    // MARK: Calls and constructions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        var calleeName: String?
        var construction: Int?
        var presentation = PresentationRole.none
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            calleeName = name
            if name == "NavigationLink" { presentation = .navigationLink }
            if SyntaxNames.isTypeName(name) {
                if name != "Self" { construction = recordConstruction(node, callee: name) }
            } else if !local(name).isLocal {
                recordSelfCall(name, at: reference)
                if Self.modifiesImplicitSelf(node, name: name), let injection = injection(appliedBy: node, name: name) {
                    // `environmentObject(x)` or `withSession()` inside a `View` extension: a
                    // modifier applied to `self`.
                    let context = context()
                    facts.constructions.append(Construction(
                        callee: "self", placement: context.placement, injections: [injection] + context.injections,
                        enclosing: context.enclosing, range: positions.range(of: node)))
                }
            }
        } else if let type = SyntaxNames.calleeTypeName(callee) {
            calleeName = type
            construction = recordConstruction(node, callee: type)
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { walk(base) }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            calleeName = name
            if PresentationRole.presentationModifiers.contains(name) { presentation = .modifier }
            if let base = member.base {
                if let target = mutationTarget(base) {
                    facts.mutations.append(MemberMutation(base: target.base, member: target.member, kind: .call(name), range: positions.range(of: base)))
                }
                // What the receiver contains is modified by this call.
                modifierCalls.append((node, name))
                modifierInjections.append(nil)
                walk(member)
                modifierCalls.removeLast()
                modifierInjections.removeLast()
            }
        } else {
            walk(callee)
        }
        argumentCallees.append(calleeName)
        let outerConstruction = enclosingConstruction
        enclosingConstruction = construction ?? outerConstruction
        for argument in node.arguments {
            walk(argument.expression, presented: presentation.presentsArgument(argument))
        }
        if let closure = node.trailingClosure {
            walk(closure, presented: presentation.presentsTrailingClosure(of: node))
        }
        for closure in node.additionalTrailingClosures {
            walk(closure.closure, presented: presentation == .modifier)
        }
        enclosingConstruction = outerConstruction
        argumentCallees.removeLast()
        return .skipChildren
    }

    private func walk(_ node: some SyntaxProtocol, presented: Bool) {
        if presented { presentationDepth += 1 }
        walk(node)
        if presented { presentationDepth -= 1 }
    }

    /// Whether a bare call `name(…)` modifies the view `self`: an injecting modifier, or a
    /// helper whose result is chained on or is the body's only expression.
    private static func modifiesImplicitSelf(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        if ["environmentObject", "environment", "modifier"].contains(name) { return true }
        if SwiftUIModifiers.names.contains(name) { return false }
        if call.parent?.is(MemberAccessExprSyntax.self) == true { return true }
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        walk(node.calledExpression)
        argumentCallees.append(nil)
        for argument in node.arguments { walk(argument.expression) }
        if let closure = node.trailingClosure { walk(closure) }
        argumentCallees.removeLast()
        return .skipChildren
    }

    /// Records a construction and returns its index among the body's constructions.
    private func recordConstruction(_ call: FunctionCallExprSyntax, callee: String) -> Int {
        var arguments = call.arguments.map {
            Argument(label: $0.label?.text, name: Self.passedName($0.expression), constructedType: Self.constructedType($0.expression))
        }
        if call.trailingClosure != nil { arguments.append(Argument(label: nil, name: nil)) }
        for closure in call.additionalTrailingClosures { arguments.append(Argument(label: closure.label.text, name: nil)) }
        let context = context()
        facts.constructions.append(Construction(
            callee: callee, arguments: arguments, placement: context.placement,
            injections: context.injections, enclosing: context.enclosing, range: positions.range(of: call.calledExpression)))
        return facts.constructions.count - 1
    }

    /// `self`, or content the body did not construct, that modifiers are chained on: recorded
    /// as a construction when something is injected into it, so helpers and containers that
    /// inject into their content can be followed.
    private func recordModifiedRoot(_ node: some SyntaxProtocol, callee: String) {
        guard node.parent?.as(MemberAccessExprSyntax.self)?.parent?.is(FunctionCallExprSyntax.self) == true else { return }
        let context = context()
        guard !context.injections.isEmpty else { return }
        facts.constructions.append(Construction(
            callee: callee, placement: context.placement, injections: context.injections,
            enclosing: context.enclosing, range: positions.range(of: node)))
    }

    /// The modifiers chained on expressions that contain the node being walked (innermost
    /// first), whether it is presentation content, and the construction it is an argument of.
    private func context() -> (injections: [Injection], placement: Construction.Placement, enclosing: Int?) {
        var injections: [Injection] = []
        for index in modifierInjections.indices.reversed() {
            if case .none = modifierInjections[index] {
                let (call, name) = modifierCalls[index]
                modifierInjections[index] = .some(injection(appliedBy: call, name: name))
            }
            if case .some(.some(let injection)) = modifierInjections[index] { injections.append(injection) }
        }
        return (injections, presentationDepth > 0 ? .presentation : .immediate, enclosingConstruction)
    }

    /// How a call presents what is passed to it.
    private enum PresentationRole: Equatable {
        /// `sheet`, `fullScreenCover`, …: all its content is presented.
        case modifier
        /// `NavigationLink`: its destination is.
        case navigationLink
        case none

        static let presentationModifiers: Set<String> = [
            "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
        ]

        func presentsArgument(_ argument: LabeledExprSyntax) -> Bool {
            switch self {
            case .modifier: true
            case .navigationLink: argument.label?.text == "destination"
            case .none: false
            }
        }

        /// The trailing closure is the destination in `NavigationLink { Destination() } label: { … }`
        /// and `NavigationLink("Title") { Destination() }`, the label when a destination or
        /// value was passed as an argument.
        func presentsTrailingClosure(of call: FunctionCallExprSyntax) -> Bool {
            switch self {
            case .modifier: return true
            case .none: return false
            case .navigationLink:
                let labels = call.arguments.map { $0.label?.text }
                if labels.contains("destination") || labels.contains("value") { return false }
                return !call.additionalTrailingClosures.isEmpty || labels.first == .some(nil)
            }
        }
    }

    private static let injectingModifiers: Set<String> = ["environmentObject", "environment", "modifier"]

    /// The injection a modifier call performs, or nil for SwiftUI's own non-injecting modifiers.
    private func injection(appliedBy call: FunctionCallExprSyntax, name: String) -> Injection? {
        // Most modifiers are SwiftUI's own, which inject nothing: settled before any position
        // is computed.
        if SwiftUIModifiers.names.contains(name), !Self.injectingModifiers.contains(name) { return nil }
        let arguments = Array(call.arguments)
        let calleeNode = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        let range = positions.range(of: calleeNode)
        switch name {
        case "environmentObject":
            guard let value = arguments.first?.expression else { return nil }
            return Injection(kind: .environmentObject, valueType: inferredType(of: value), valueName: Self.passedName(value), range: range)
        case "environment":
            if arguments.count == 2, let key = SyntaxNames.keyPathName(arguments[0].expression) {
                let value = arguments[1].expression
                return Injection(kind: .environmentKey(key), valueType: inferredType(of: value), valueName: Self.passedName(value), range: range)
            }
            guard arguments.count == 1, let value = arguments.first?.expression else { return nil }
            return Injection(kind: .environmentType, valueType: inferredType(of: value), valueName: Self.passedName(value), range: range)
        case "modifier":
            guard let value = arguments.first?.expression, let type = SyntaxNames.createdType(by: value) else { return nil }
            return Injection(kind: .viewModifier(type), range: range)
        default:
            return Injection(kind: .helper(name), range: range)
        }
    }

    /// The type an expression visibly has: a construction, a static member, or a typed local.
    private func inferredType(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return local(reference.baseName.text).type
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let wrapper = SyntaxNames.calleeTypeName(call.calledExpression),
           ["StateObject", "State", "ObservedObject"].contains(wrapper),
           let wrapped = call.arguments.first?.expression {
            return inferredType(of: wrapped)
        }
        return SyntaxNames.createdType(by: expression, contextType: nil)
    }

    /// The type an expression constructs on the spot: `T(…)`, `T.init(…)`, `.init(…)` is not
    /// counted (its type is not visible).
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return SyntaxNames.calleeTypeName(call.calledExpression)
    }

    /// `api`, `self.api` → `api`; `$0.api`, `env.api` → as written; nil for anything else.
    static func passedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let baseName = base.baseName.text
            let name = member.declName.baseName.text
            return baseName == "self" ? name : "\(baseName).\(name)"
        }
        return nil
    }

    // MARK: Writes

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let operatorText = Self.assignmentOperator(elements[1]) else { return .visitChildren }
        let target = elements[0]
        let constructs = elements.count == 3 ? Self.constructedType(elements[2]) : nil
        let implicitInit = operatorText == "=" && elements.count == 3 && constructs == nil
            && MemberCollector.constructsInstance(elements[2])
        recordWrite(
            to: target, kind: operatorText == "=" ? .assignment : .compoundAssignment(operatorText), valueConstructs: constructs,
            valueIsImplicitInit: implicitInit ? true : nil)
        if operatorText == "=", elements.count == 3, let call = elements[2].as(FunctionCallExprSyntax.self) {
            recordWrapperAssignment(to: target, call: call)
        }
        if operatorText != "=" {
            walk(target)
        } else if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            for argument in subscriptCall.arguments { walk(argument.expression) }
        }
        for element in elements.dropFirst(2) { walk(element) }
        return .skipChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        recordWrite(to: node.expression, kind: .inout)
        return .skipChildren
    }

    /// `_x = Wrapper(wrappedValue: v)` / `self._x = .init(initialValue: v)`.
    private func recordWrapperAssignment(to target: ExprSyntax, call: FunctionCallExprSyntax) {
        let storage: String
        if let reference = target.as(DeclReferenceExprSyntax.self), !local(reference.baseName.text).isLocal {
            storage = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            storage = member.declName.baseName.text
        } else {
            return
        }
        guard storage.count > 1, storage.hasPrefix("_"), !storage.dropFirst().hasPrefix("_") else { return }
        let wrapper = SyntaxNames.calleeTypeName(call.calledExpression)
        if wrapper == nil {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.text == "init" else { return }
        }
        guard let argument = call.arguments.first else { return }
        let value = argument.expression
        var valueName: String?
        var firstName: String?
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            valueName = reference.baseName.text
            firstName = valueName
        } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            valueName = "\(base.baseName.text).\(member.declName.baseName.text)"
            firstName = base.baseName.text
        }
        let isLocal = firstName.map { name in scopes.dropFirst().contains { $0[name] != nil } } ?? false
        let assignment = WrapperAssignment(
            property: String(storage.dropFirst()), wrapper: wrapper, label: argument.label?.text,
            valueName: valueName, valueIsLocal: isLocal, valueConstructs: MemberCollector.constructsInstance(value),
            constructedType: Self.constructedType(value), range: positions.range(of: value))
        facts.wrapperAssignments = (facts.wrapperAssignments ?? []) + [assignment]
    }

    private static func assignmentOperator(_ element: ExprSyntax) -> String? {
        if element.is(AssignmentExprSyntax.self) { return "=" }
        guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return nil }
        let text = binary.operator.text
        guard text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) else { return nil }
        return text
    }

    private func recordWrite(to target: ExprSyntax, kind: MemberMutation.Kind, valueConstructs: String? = nil, valueIsImplicitInit: Bool? = nil) {
        let range = positions.range(of: target)
        if let member = mutationTarget(target) {
            facts.mutations.append(MemberMutation(
                base: member.base, member: member.member, kind: kind, valueConstructs: valueConstructs,
                valueIsImplicitInit: valueIsImplicitInit, range: range))
        }
        if let write = staticStorage(of: target) {
            let context: StaticWrite.Context = deferDepth > 0 ? .deferred : (closureDepth > 0 ? .closure : .direct)
            facts.staticWrites.append(StaticWrite(
                store: write.store, key: write.key, target: target.trimmedDescription, memberDepth: write.memberDepth, context: context,
                closureCallee: context == .closure ? (closureCallees.last ?? nil) : nil, range: range))
        }
    }

    /// The property a write or mutating call reaches, with how its owner is known.
    private func mutationTarget(_ expression: ExprSyntax) -> (base: MemberMutation.Base, member: String)? {
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return mutationTarget(subscriptCall.calledExpression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard isMemberCandidate(name), !name.hasPrefix("_"), !name.hasPrefix("$"), !local(name).isLocal else { return nil }
            return (.self, name)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        guard !name.hasPrefix("_"), !SyntaxNames.isTypeName(name) else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" { return (.self, name) }
            guard isMemberCandidate(baseName) else { return nil }
            let binding = local(baseName)
            if binding.isLocal { return binding.type.map { (.typed($0), name) } }
            return (.selfProperty(baseName), name)
        }
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (.selfProperty(inner.declName.baseName.text), name)
        }
        return nil
    }

    /// `Store[key]`, `Store.a.b`, `Self.storage[key]`: the static storage a write reaches.
    private func staticStorage(of target: ExprSyntax) -> (store: String, key: String, memberDepth: Int)? {
        // Only a chain that starts at a type can reach static storage: most writes (to `self`,
        // to locals) are settled at their root.
        var root = target
        while true {
            if let subscriptCall = root.as(SubscriptCallExprSyntax.self) {
                root = subscriptCall.calledExpression
            } else if let base = root.as(MemberAccessExprSyntax.self)?.base {
                root = base
            } else {
                break
            }
        }
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            guard SyntaxNames.isTypeName(reference.baseName.text) else { return nil }
        } else if !root.is(GenericSpecializationExprSyntax.self) {
            return nil
        }
        var components: [String] = []
        var memberDepth = 0
        var node = target
        while true {
            if let store = SyntaxNames.typePath(node) ?? selfType(node) {
                return components.isEmpty ? nil : (store, components.reversed().joined(separator: "."), memberDepth)
            }
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                let argument = subscriptCall.arguments.first?.expression
                components.append(argument.map { SyntaxNames.keyPathName($0) ?? $0.trimmedDescription } ?? "")
                node = subscriptCall.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                components.append(member.declName.baseName.text)
                memberDepth += 1
                node = base
            } else {
                return nil
            }
        }
    }

    private func selfType(_ node: ExprSyntax) -> String? {
        node.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" ? enclosingType : nil
    }

    // MARK: Patterns

    /// The names a pattern binds (`let (a, b)`, `case .loaded(let value)`, `let x`).
    static func boundNames(in node: some SyntaxProtocol) -> [String] {
        if let identifier = node.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        return node.children(viewMode: .sourceAccurate).flatMap { child -> [String] in
            if child.is(ExprSyntax.self), let reference = child.as(PatternExprSyntax.self) {
                return boundNames(in: reference.pattern)
            }
            if child.is(ClosureExprSyntax.self) || child.is(CodeBlockSyntax.self) { return [] }
            return boundNames(in: child)
        }
    }
}
