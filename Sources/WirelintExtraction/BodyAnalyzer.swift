@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// Summarises one body (function, initializer, getter, preview) into `BodyFacts`.
///
/// Tracks lexical scopes so that a parameter or local that shadows a property is never taken
/// for a read of the property, and knows the locally visible type of each local when it is
/// written or constructed (`let vc = ProfileViewModel()`), which is all the type information
/// the rules get without a type checker.
///
/// Walks the raw tree (see `RawNodeText`), which has no parent links: what a node's ancestors
/// say about it — that it is a call's callee, an initializer's argument, the right operand of
/// `??` — is noted on the way down, by the ancestor, under the child's identity.
///
/// A struct walked through `mutating` methods rather than a class: its state changes at almost
/// every node, and each change to a class's stored property is checked for exclusive access at
/// run time, which took a tenth of the walk's time.
struct BodyAnalyzer {
    private let positions: PositionTable
    private let enclosingType: String?
    /// In a static member `self` is the enclosing type: `self[\.quotes] = q` writes its static storage.
    private let selfIsType: Bool

    /// Innermost last; each maps a local name to its locally known type.
    private var scopes: [[String: String?]]
    /// Locals bound to a new instance (`let model = Model(…)`), for the wrapper assignments that
    /// hand one on.
    private var localsBuiltHere: Set<String> = []
    private var closureDepth = 0
    private var deferDepth = 0
    /// The call each argument being walked belongs to, innermost last.
    private var argumentCallees: [String?] = []
    /// The call each enclosing closure is passed to, innermost last.
    private var closureCallees: [String?] = []
    /// The label each enclosing closure is passed with (nil: a trailing closure or not an
    /// argument), innermost last.
    private var closureLabels: [String?] = []
    /// Every call that contains the node being walked, innermost last.
    private var enclosingCalls: [RawFunctionCallExprSyntax] = []

    private var facts = BodyFacts()
    private var seenReads: Set<ReadKey> = []
    private var seenCalls: Set<CallKey> = []
    private var seenStaticReads: Set<StaticReadKey> = []
    private var seenEnvironmentReads: Set<EnvironmentReadKey> = []

    /// What makes a read, static read or environment read worth recording again.
    /// A read or call in a closure argument (`closureArgument`, nonzero) is never merged with
    /// one outside it: the graph may move the closure's code out of the drawing.
    private struct ReadKey: Hashable {
        let name: String, form: MemberRead.Form, inClosure: Bool, passedTo: String?, placement: Construction.Placement, gate: UInt16?,
            closureArgument: UInt32
    }

    private struct CallKey: Hashable {
        let name: String, placement: Construction.Placement, closureArgument: UInt32
    }

    private struct StaticReadKey: Hashable {
        let type: String, member: String, isFallback: Bool
    }

    private struct EnvironmentReadKey: Hashable {
        let base: String, member: String, passedTo: String?
    }

    // What the parent of a node says about it, each set by the parent just before walking
    // that node (and restored after): nodes are told apart by identity, so a note left for
    // one node never applies to another.

    /// The callee of the call being walked.
    private var callee: RawSyntax.ID?
    /// The base of a member access that is a call's callee (`base.modifier(…)`).
    private var calledMemberBase: RawSyntax.ID?
    /// The base of a member access (`base.member`).
    private var memberBase: RawSyntax.ID?
    /// An argument expression with the callee of the call it is passed to.
    private var argument: (id: RawSyntax.ID, callee: RawExprSyntax)?
    /// A closure passed with an argument label.
    private var labeledClosure: (id: RawSyntax.ID, label: String?)?
    /// A node of the chain (members, calls, `?`, `!`) that heads the right operand of `??`.
    private var fallbackChain: RawSyntax.ID?
    /// The only statement of a statement list.
    private var onlyStatement: RawSyntax.ID?
    /// The expression that is the statement being walked.
    private var statement: RawSyntax.ID?

    /// Where the node being walked sits, kept on the way down so that a construction learns
    /// it without climbing back to the root (see `context()`).
    ///
    /// The modifier calls applied to an expression that contains the node, outermost first,
    /// each with its injection once one was asked for.
    private var modifierCalls: [(call: RawFunctionCallExprSyntax, name: String)] = []
    /// The injection of each of `modifierCalls`, once asked for (`.some(nil)`: none).
    private var modifierInjections: [Injection??] = []
    /// How many enclosing calls take the node as presentation content (`sheet`, a
    /// `NavigationLink` destination).
    private var presentationDepth = 0
    /// How many enclosing calls take the node as an action (`Button { … }`, `onSubmit { … }`).
    private var interactionDepth = 0
    /// The innermost construction among whose arguments or closures the node is.
    private var enclosingConstruction: Int?
    /// The innermost `switch` arm over one of the type's names that contains the node: its
    /// index in the facts' `gates`.
    private var gate: UInt16?
    /// The innermost closure argument (see `ClosureArgument`) that contains the node, numbered
    /// from 1 in the order they are met; 0 outside any.
    private var closureArgument: UInt32 = 0
    private var closureArgumentsMet: UInt32 = 0
    /// The parameter the innermost closure argument fills.
    private var closureArgumentSlot: ClosureSlot?
    /// How the body uses each parameter whose type says it may be an action (see
    /// `ClosureKind`), by name.
    private var actionParameterUses: [String: ActionParameterUse] = [:]
    /// A parameter being stored in the property of its name (`self.action = action`).
    private var storedParameter: RawSyntax.ID?
    /// Parameters the body uses other than by storing them or handing them whole to an
    /// initializer (`ParameterFacts.isUsed`).
    private var usedParameters: Set<String> = []
    /// An argument handed whole to the initializer of a type no list places, while the view is
    /// drawn: the type decides when a parameter passed there runs (see `ClosureKind.handedOn`),
    /// whatever the label suggests.
    private var parameterHandoff: (id: RawSyntax.ID, slot: ClosureSlot)?

    private struct ActionParameterUse {
        var isUsedWhileDrawn = false
        var isUsedLater = false
        var isStored = false
        var handoffs: [ClosureSlot] = []

        var kind: ClosureKind {
            if isUsedWhileDrawn || (isStored && !handoffs.isEmpty) { return .content }
            return isStored ? .stored : !handoffs.isEmpty ? .handedOn : isUsedLater ? .action : .content
        }
    }

    /// The parameters, in order, when arms of a `switch` over one of them are noted for
    /// `ParameterSwitches`; nil when such a switch is treated as one over any other local.
    private let switchableParameters: [String]?
    /// Arms over parameters, and calls of `self`'s methods with arguments (`ParameterSwitches`).
    private var parameterArms: [ParameterSwitches.Arm] = []
    private var methodCalls: [ParameterSwitches.Call] = []
    /// Names of the type's members passed whole to calls no list places, while drawn: each a
    /// closure argument if the type declares a method of that name (`Footer(next: showNext)`),
    /// which only the type's collector knows once it has seen every member.
    private var namesHandedOver: [NameHandedOver] = []

    struct NameHandedOver {
        /// The name's read, in the body's `reads`.
        let read: Int
        let callee: String
        let label: String?
    }

    private init(
        positions: PositionTable, enclosingType: String?, selfIsType: Bool, parameters: [String: String?], switchableParameters: [String]?
    ) {
        self.positions = positions
        self.enclosingType = enclosingType
        self.selfIsType = selfIsType
        self.scopes = [parameters]
        self.switchableParameters = switchableParameters
    }

    static func analyze(
        _ node: some RawSyntaxNodeProtocol,
        parameters: [ParameterFacts] = [],
        enclosingType: String?,
        positions: PositionTable
    ) -> BodyFacts {
        analyzeMember(node, parameters: parameters, switchesOverParameters: false, enclosingType: enclosingType, positions: positions).facts
    }

    /// A member's body, with what `ParameterSwitches` settles once the type's other members are
    /// analysed: the arms of switches over its parameters (with `switchesOverParameters`) and
    /// the calls of the type's methods it makes.
    static func analyzeMember(
        _ node: some RawSyntaxNodeProtocol,
        parameters: [ParameterFacts],
        switchesOverParameters: Bool,
        enclosingType: String?,
        selfIsType: Bool = false,
        positions: PositionTable
    ) -> (
        facts: BodyFacts, parameters: [ParameterFacts], arms: [ParameterSwitches.Arm], calls: [ParameterSwitches.Call],
        namesHandedOver: [NameHandedOver]
    ) {
        var names: [String: String?] = [:]
        // `.some`: a parameter whose type has no name (a closure, a tuple) still shadows; assigning
        // a bare `nil` optional would remove the entry instead.
        for parameter in parameters { names[parameter.name] = .some(parameter.type?.name) }
        var analyzer = BodyAnalyzer(
            positions: positions, enclosingType: enclosingType, selfIsType: selfIsType, parameters: names,
            switchableParameters: switchesOverParameters ? parameters.map(\.name) : nil)
        for parameter in parameters where parameter.closure == .action {
            analyzer.actionParameterUses[parameter.name] = ActionParameterUse()
        }
        analyzer.walk(node.raw)
        var settled = parameters
        for index in settled.indices where analyzer.usedParameters.contains(settled[index].name) { settled[index].isUsed = true }
        for index in settled.indices where settled[index].closure == .action {
            let use = analyzer.actionParameterUses[settled[index].name]
            settled[index].closure = use?.kind ?? .content
            if settled[index].closure == .handedOn { settled[index].handoffs = use!.handoffs }
        }
        return (analyzer.facts, settled, analyzer.parameterArms, analyzer.methodCalls, analyzer.namesHandedOver)
    }

    // MARK: Walking

    /// Walks `node` and what it contains, as a syntax visitor would: the node kinds below are
    /// summarised, and decide which of their parts are walked and how; every other node's
    /// children are walked in turn.
    private mutating func walk(_ node: RawSyntax) {
        switch node.kind {
        case .codeBlock, .ifExpr, .whileStmt:
            scopes.append([:])
            node.forEachChildNode { walk($0) }
            scopes.removeLast()
        case .codeBlockItemList:
            walkStatements(node.cast(RawCodeBlockItemListSyntax.self))
        case .switchCase:
            scopes.append([:])
            for name in Self.boundNames(in: node.cast(RawSwitchCaseSyntax.self).label) { declare(name, type: nil) }
            node.forEachChildNode { walk($0) }
            scopes.removeLast()
        case .catchClause:
            scopes.append(["error": String?.none])
            for item in node.cast(RawCatchClauseSyntax.self).catchItems.items {
                for name in Self.boundNames(in: item.raw) { declare(name, type: nil) }
            }
            node.forEachChildNode { walk($0) }
            scopes.removeLast()
        case .switchExpr: visit(node.cast(RawSwitchExprSyntax.self))
        case .ifConfigDecl: visit(node.cast(RawIfConfigDeclSyntax.self))
        case .forStmt: visit(node.cast(RawForStmtSyntax.self))
        case .variableDecl: visit(node.cast(RawVariableDeclSyntax.self))
        case .optionalBindingCondition: visit(node.cast(RawOptionalBindingConditionSyntax.self))
        case .functionDecl: visit(node.cast(RawFunctionDeclSyntax.self))
        case .closureExpr: visit(node.cast(RawClosureExprSyntax.self))
        case .deferStmt:
            deferDepth += 1
            walk(node.cast(RawDeferStmtSyntax.self).body.raw)
            deferDepth -= 1
        case .keyPathExpr:
            break
        // A local type's members are its own code, not this body's (a `#Preview`'s are
        // summarised as types of their own, `DeclarationWalker`).
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            break
        case .declReferenceExpr: visit(node.cast(RawDeclReferenceExprSyntax.self))
        case .memberAccessExpr: visit(node.cast(RawMemberAccessExprSyntax.self))
        case .functionCallExpr: visit(node.cast(RawFunctionCallExprSyntax.self))
        case .subscriptCallExpr: visit(node.cast(RawSubscriptCallExprSyntax.self))
        case .sequenceExpr: visit(node.cast(RawSequenceExprSyntax.self))
        case .exprList: walkOperands(node.cast(RawExprListSyntax.self), from: 0)
        case .inOutExpr: recordWrite(to: node.cast(RawInOutExprSyntax.self).expression, kind: .inout)
        case .optionalChainingExpr:
            walk(node, continuingFallbackChainTo: node.cast(RawOptionalChainingExprSyntax.self).expression.raw)
        case .forceUnwrapExpr:
            walk(node, continuingFallbackChainTo: node.cast(RawForceUnwrapExprSyntax.self).expression.raw)
        default:
            node.forEachChildNode { walk($0) }
        }
    }

    /// Walks `node` with `note` set to `id` (and back afterwards).
    private mutating func walk(_ node: some RawSyntaxNodeProtocol, noting id: RawSyntax.ID, in note: WritableKeyPath<BodyAnalyzer, RawSyntax.ID?>) {
        let outer = self[keyPath: note]
        self[keyPath: note] = id
        walk(node.raw)
        self[keyPath: note] = outer
    }

    /// Walks the children of `node`, which continues a `??` operand's chain into `inner`.
    private mutating func walk(_ node: RawSyntax, continuingFallbackChainTo inner: RawSyntax) {
        guard fallbackChain == node.id else { return node.forEachChildNode { walk($0) } }
        fallbackChain = inner.id
        node.forEachChildNode { walk($0) }
        fallbackChain = node.id
    }

    /// A statement list; its only statement, if it has one, is noted as such.
    private mutating func walkStatements(_ list: RawCodeBlockItemListSyntax) {
        let outer = (onlyStatement, statement)
        onlyStatement = nil
        // Told apart by kind alone: building each item's `Item` tries declarations and statements
        // first.
        if list.layoutView.children.count == 1, let expression = RawExprSyntax(list.items[0].item) {
            onlyStatement = expression.raw.id
        }
        for item in list.items {
            statement = RawExprSyntax(item.item)?.raw.id
            walk(item.raw)
        }
        (onlyStatement, statement) = outer
    }

    /// The operands and operators of a sequence expression from `start`; an operand after `??`
    /// heads a fallback chain.
    private mutating func walkOperands(_ list: RawExprListSyntax, from start: Int) {
        var previous: RawExprSyntax?
        for (index, element) in list.items.enumerated() {
            defer { previous = element }
            guard index >= start else { continue }
            if previous?.as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText == "??" {
                walk(element, noting: element.raw.id, in: \.fallbackChain)
            } else {
                walk(element.raw)
            }
        }
    }

    /// Walks what a call is given, knowing when it runs (see `CallRole`).
    private mutating func walk(_ node: some RawSyntaxNodeProtocol, placement: Construction.Placement) {
        switch placement {
        case .immediate: walk(node.raw)
        case .presentation:
            presentationDepth += 1
            walk(node.raw)
            presentationDepth -= 1
        case .interaction:
            interactionDepth += 1
            walk(node.raw)
            interactionDepth -= 1
        }
    }

    /// Where the node being walked runs: presented content wins over an action around it.
    private var placement: Construction.Placement {
        presentationDepth > 0 ? .presentation : interactionDepth > 0 ? .interaction : .immediate
    }

    // MARK: Scopes

    private mutating func declare(_ name: String, type: String?) {
        scopes[scopes.count - 1][name] = .some(type)
    }

    /// Whether `name` is a parameter or local, and its type when known.
    private func local(_ name: String) -> (isLocal: Bool, type: String?) {
        for scope in scopes.reversed() {
            if let type = scope[name] { return (true, type) }
        }
        return (false, nil)
    }

    /// Whether `name` is one of the function's parameters, not hidden by an inner local.
    private func isParameter(_ name: String) -> Bool {
        scopes[0][name] != nil && !scopes.dropFirst().contains { $0[name] != nil }
    }

    /// `#if os(macOS) … #else … #endif` among statements or chained modifiers: the branches
    /// that test the platform are noted (`PlatformBlock`); every branch is walked.
    private mutating func visit(_ node: RawIfConfigDeclSyntax) {
        var earlier: [String] = []
        for clause in node.clauses.items {
            let written = clause.condition?.trimmedText
            let condition = written ?? earlier.map { "!(\($0))" }.joined(separator: " && ")
            if let written { earlier.append(written) }
            if condition.contains("os(") {
                facts.platformBlocks = (facts.platformBlocks ?? []) + [PlatformBlock(condition: condition, range: positions.range(of: clause))]
            }
            walk(clause.raw)
        }
    }

    /// A `switch` over one of the type's names (`switch tip`, `switch self.tip`): what each arm
    /// over enum cases holds carries those cases. Other arms keep the gate around the switch.
    /// A `switch` over a parameter (see `ParameterSwitches`) is noted the same way, its subject
    /// the parameter's name until the calls of the method settle it.
    private mutating func visit(_ node: RawSwitchExprSyntax) {
        guard let subject = switchedName(node.subject) else { return node.raw.forEachChildNode { walk($0) } }
        walk(node.subject.raw)
        node.cases.raw.forEachChildNode { item in
            let outer = gate
            // A body with more arms than an index holds keeps the rest ungated (as if unknown).
            if let switchCase = item.as(RawSwitchCaseSyntax.self), let label = switchCase.label.as(RawSwitchCaseLabelSyntax.self),
               let cases = Self.caseNames(label), let index = UInt16(exactly: facts.gates?.count ?? 0) {
                gate = index
                facts.gates = (facts.gates ?? []) + [SwitchGate(subject: subject.name, cases: cases)]
                if let parameter = subject.parameter { parameterArms.append(ParameterSwitches.Arm(gate: index, parameter: parameter, outer: outer)) }
            }
            walk(item)
            gate = outer
        }
    }

    /// `tip` or `self.tip`, when no local or parameter of that name hides the type's own; or a
    /// parameter no local hides, with its position, when `switchableParameters` are noted.
    private func switchedName(_ subject: RawExprSyntax) -> (name: String, parameter: Int?)? {
        if let reference = subject.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard local(name).isLocal else { return (name, nil) }
            guard let switchableParameters, !scopes.dropFirst().contains(where: { $0[name] != nil }),
                  let position = switchableParameters.firstIndex(of: name) else { return nil }
            return (name, position)
        }
        if let member = subject.as(RawMemberAccessExprSyntax.self), let base = member.base?.as(RawDeclReferenceExprSyntax.self),
           base.baseName.isKeyword("self") {
            return (member.declName.baseName.text, nil)
        }
        return nil
    }

    /// `case .faceID, .touchID:`, `case .loaded(let items):`, `case let .failed(error):` → the
    /// case names; nil when an item is any other pattern.
    static func caseNames(_ label: RawSwitchCaseLabelSyntax) -> [String]? {
        var names: [String] = []
        for item in label.caseItems.items {
            var pattern = item.pattern
            if let binding = pattern.as(RawValueBindingPatternSyntax.self) { pattern = binding.pattern }
            guard var expression = pattern.as(RawExpressionPatternSyntax.self)?.expression else { return nil }
            if let call = expression.as(RawFunctionCallExprSyntax.self) { expression = call.calledExpression }
            guard let name = caseName(expression) else { return nil }
            names.append(name)
        }
        return names
    }

    /// What an argument passes: a plain name, a construction or an enum case.
    static func argumentValue(_ expression: RawExprSyntax) -> Argument.Value {
        if let name = passedName(expression) { return .name(name) }
        if let type = constructedType(expression) { return .constructed(type) }
        if let name = caseName(expression) { return .enumCase(name) }
        if MemberCollector.constructsInstance(expression) { return .constructedInContext }
        return .other
    }

    /// `.contextMenu` → `contextMenu`: an enum case written without its type.
    static func caseName(_ expression: RawExprSyntax) -> String? {
        guard let member = expression.as(RawMemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    private mutating func visit(_ node: RawForStmtSyntax) {
        walk(node.sequence.raw)
        if let whereClause = node.whereClause { walk(whereClause.raw) }
        scopes.append([:])
        for name in Self.boundNames(in: node.pattern.raw) { declare(name, type: nil) }
        walk(node.body.raw)
        scopes.removeLast()
    }

    private mutating func visit(_ node: RawVariableDeclSyntax) {
        for binding in node.bindings.items {
            if let value = binding.initializer?.value { walk(value.raw) }
            if let accessors = binding.accessorBlock { walk(accessors.raw) }
            let annotated = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type)?.name }
            let type = annotated ?? binding.initializer.flatMap { inferredType(of: $0.value) }
            let constructs = binding.initializer.map { MemberCollector.constructsInstance($0.value) } ?? false
            for name in Self.boundNames(in: binding.pattern.raw) {
                declare(name, type: type)
                if constructs { localsBuiltHere.insert(name) } else { localsBuiltHere.remove(name) }
            }
        }
    }

    private mutating func visit(_ node: RawOptionalBindingConditionSyntax) {
        let names = Self.boundNames(in: node.pattern.raw)
        if let value = node.initializer?.value {
            walk(value.raw)
        } else if let name = names.first, !local(name).isLocal {
            // `if let session { … }` reads the property before shadowing it.
            recordRead(name: name, form: .bare, at: node.pattern)
        }
        let type = node.typeAnnotation.flatMap { SyntaxNames.typeName($0.type)?.name }
        for name in names { declare(name, type: type) }
    }

    private mutating func visit(_ node: RawFunctionDeclSyntax) {
        declare(node.name.text, type: nil)
        scopes.append([:])
        for parameter in node.signature.parameterClause.parameters.items {
            declare((parameter.secondName ?? parameter.firstName).text, type: SyntaxNames.typeName(parameter.type)?.name)
        }
        if let body = node.body { walk(body.raw) }
        scopes.removeLast()
    }

    private mutating func visit(_ node: RawClosureExprSyntax) {
        let label = labeledClosure.flatMap { $0.id == node.raw.id ? $0.label : nil }
        scopes.append([:])
        if let signature = node.signature {
            if let captures = signature.capture?.items {
                for capture in captures.items {
                    if let value = capture.initializer?.value { walk(value.raw) }
                    if !capture.name.isKeyword("self") { declare(capture.name.text, type: nil) }
                }
            }
            switch signature.parameterClause.flatMap(RawClosureSignatureSyntax.ParameterClause.init) {
            case .simpleInput(let names):
                for parameter in names.items { declare(parameter.name.text, type: nil) }
            case .parameterClause(let clause):
                for parameter in clause.parameters.items {
                    declare((parameter.secondName ?? parameter.firstName).text, type: parameter.type.flatMap { SyntaxNames.typeName($0)?.name })
                }
            case nil:
                break
            }
        }
        closureDepth += 1
        closureCallees.append(argumentCallees.last ?? nil)
        closureLabels.append(label)
        walk(node.statements.raw)
        closureLabels.removeLast()
        closureCallees.removeLast()
        closureDepth -= 1
        scopes.removeLast()
    }

    // MARK: Reads

    private mutating func visit(_ node: RawDeclReferenceExprSyntax) {
        let name = node.baseName.text
        if name == "self" || (name == "content" && local(name).isLocal) {
            recordModifiedRoot(node, callee: name)
            if name == "self" { recordContainedSelf(node) }
            return
        }
        // `view.environment(store)` where `view` is a parameter: a function that injects into
        // the view it is handed (`container.inject(into: self)`), recorded under the
        // parameter's name.
        if calledMemberBase == node.raw.id, isParameter(name) { recordModifiedRoot(node, callee: name) }
        noteUse(ofParameter: name, at: node)
        guard isMemberCandidate(name), !local(name).isLocal else { return }
        recordModifiedRoot(node, callee: "content")
        recordInjectedMember(node, name: name)
        if name.hasPrefix("_") {
            recordRead(name: String(name.dropFirst()), form: .storage, at: node)
        } else if name.hasPrefix("$") {
            recordRead(name: String(name.dropFirst()), form: .projected, at: node)
        } else {
            recordRead(name: name, form: .bare, at: node)
        }
    }

    /// A use of a parameter: whether it is more than stored or handed on, and where one that may
    /// be an action runs, or that it is stored.
    private mutating func noteUse(ofParameter name: String, at node: RawDeclReferenceExprSyntax) {
        if storedParameter != node.raw.id, initializerReceiving(node) == nil, isParameter(name) { usedParameters.insert(name) }
        guard !actionParameterUses.isEmpty, actionParameterUses[name] != nil, isParameter(name) else { return }
        if storedParameter == node.raw.id {
            actionParameterUses[name]!.isStored = true
        } else if let handoff = parameterHandoff, handoff.id == node.raw.id {
            noteHandoff(ofParameter: name, to: handoff.slot)
        } else if placement == .immediate, let slot = closureArgumentSlot {
            noteHandoff(ofParameter: name, to: slot)
        } else if placement == .immediate {
            actionParameterUses[name]!.isUsedWhileDrawn = true
        } else {
            actionParameterUses[name]!.isUsedLater = true
        }
    }

    private mutating func noteHandoff(ofParameter name: String, to slot: ClosureSlot) {
        if !actionParameterUses[name]!.handoffs.contains(slot) { actionParameterUses[name]!.handoffs.append(slot) }
    }

    private mutating func visit(_ node: RawMemberAccessExprSyntax) {
        guard let base = node.base else { return }
        if let reference = base.as(RawDeclReferenceExprSyntax.self), reference.baseName.tokenText == "self" {
            let name = node.declName.baseName.text
            if callee == node.raw.id {
                recordSelfCall(name, at: node)
                recordModifiedRoot(reference, callee: "self")
            } else if name.hasPrefix("_") {
                recordRead(name: String(name.dropFirst()), form: .storage, at: node)
            } else if name.hasPrefix("$") {
                recordRead(name: String(name.dropFirst()), form: .projected, at: node)
            } else {
                recordRead(name: name, form: .viaSelf, at: node)
                recordModifiedRoot(node, callee: "content")
                recordInjectedMember(node, name: name)
            }
            return
        }
        let name = node.declName.baseName.text
        if let type = SyntaxNames.typePath(base), !SyntaxNames.isTypeName(name), name != "init", name != "self" {
            recordStaticRead(type: type, member: name, at: node)
        }
        recordEnvironmentRead(node, base: base)
        walkBase(base, of: node.raw)
    }

    /// Walks the base of a member access `member`.
    private mutating func walkBase(_ base: RawExprSyntax, of member: RawSyntax) {
        let outer = (memberBase, fallbackChain)
        memberBase = base.raw.id
        if fallbackChain == member.id { fallbackChain = base.raw.id }
        walk(base.raw)
        (memberBase, fallbackChain) = outer
    }

    // MARK: Feature environments

    /// `environment.api`, `$0.api` in a closure passed as `environment:`, or a member of a value
    /// typed `…Environment`: how Composable Architecture reducers read their environment.
    private mutating func recordEnvironmentRead(_ node: RawMemberAccessExprSyntax, base: RawExprSyntax) {
        guard let reference = base.as(RawDeclReferenceExprSyntax.self) else { return }
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
            || (isAnonymous && (closureLabels.last ?? nil) == "environment") {
            environmentType = environmentTypeHint()
        } else {
            return
        }
        let passedTo = initializerReceiving(node)
        guard seenEnvironmentReads.insert(EnvironmentReadKey(base: baseName, member: member, passedTo: passedTo)).inserted else { return }
        facts.environmentReads = (facts.environmentReads ?? []) + [FeatureEnvironmentRead(
            base: baseName, member: member, environmentType: environmentType, passedTo: passedTo, range: positions.range(of: node))]
    }

    /// The environment type the calls around the node being walked name: a `…Environment`
    /// generic argument (`Reducer<AppState, AppAction, AppEnvironment>.combine(…)`), or the
    /// root of a `state:` key path or `action:` case path (`\AppState.child`,
    /// `/App.Action.child`) with `State`/`Action` replaced by `Environment`. The innermost call
    /// that names one wins.
    private func environmentTypeHint() -> String? {
        for call in enclosingCalls.reversed() {
            var callee: RawExprSyntax? = call.calledExpression
            while let expression = callee {
                if let specialized = expression.as(RawGenericSpecializationExprSyntax.self) {
                    let names = specialized.genericArgumentClause.arguments.items.compactMap { argument -> String? in
                        guard case .type(let type) = RawGenericArgumentSyntax.Argument(argument.argument) else { return nil }
                        return SyntaxNames.typeName(type)?.name
                    }
                    if let environment = names.last(where: { $0.hasSuffix("Environment") }) { return environment }
                }
                callee = expression.as(RawMemberAccessExprSyntax.self)?.base
            }
            for argument in call.arguments.items {
                guard let label = argument.label?.text, label == "state" || label == "action" else { continue }
                var pathRoot: String?
                if let keyPath = argument.expression.as(RawKeyPathExprSyntax.self), let type = keyPath.root {
                    pathRoot = SyntaxNames.typeName(type)?.name
                } else if let prefix = argument.expression.as(RawPrefixOperatorExprSyntax.self), prefix.operator.tokenText == "/",
                          let member = prefix.expression.as(RawMemberAccessExprSyntax.self), let base = member.base {
                    pathRoot = SyntaxNames.typePath(base)
                }
                for suffix in Knowledge.featureStateOrActionEndings where pathRoot?.hasSuffix(suffix) == true {
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

    private mutating func recordRead(name: String, form: MemberRead.Form, at node: some RawSyntaxNodeProtocol) {
        let inClosure = closureDepth > 0
        let passedTo = initializerReceiving(node)
        let placement = placement
        // Room for a body's usual reads at once: growing the set one rehash at a time cost more
        // than the lookups.
        if seenReads.isEmpty { seenReads.reserveCapacity(16) }
        let key = ReadKey(
            name: name, form: form, inClosure: inClosure, passedTo: passedTo, placement: placement, gate: gate,
            closureArgument: closureArgument)
        guard seenReads.insert(key).inserted else { return }
        facts.reads.append(MemberRead(
            name: name, form: form, inClosure: inClosure, passedTo: passedTo, placement: placement, gate: gate,
            range: positions.range(of: node)))
    }

    /// The type whose initializer takes `node` as a whole argument (`Row(api: api)`), if any.
    private func initializerReceiving(_ node: some RawSyntaxNodeProtocol) -> String? {
        guard let argument, argument.id == node.raw.id else { return nil }
        return SyntaxNames.calleeTypeName(argument.callee)
    }

    private mutating func recordStaticRead(type: String, member: String, at node: some RawSyntaxNodeProtocol) {
        let isFallback = fallbackChain == node.raw.id
        guard seenStaticReads.insert(StaticReadKey(type: type, member: member, isFallback: isFallback)).inserted else { return }
        facts.staticReads.append(StaticRead(type: type, member: member, isFallback: isFallback ? true : nil, range: positions.range(of: node)))
    }

    /// A call of one of the type's methods with arguments, with the own names it passes
    /// (`ParameterSwitches`).
    private mutating func recordMethodCall(_ call: RawFunctionCallExprSyntax, name: String) {
        guard !call.arguments.items.isEmpty else { return }
        // Loops rather than closures: a closure here would copy the analyzer, retaining each of
        // its fields; and most calls pass no own name, so none is gathered before one is seen.
        var passesOwnName = false
        for argument in call.arguments.items where ownName(argument.expression) != nil {
            passesOwnName = true
            break
        }
        guard passesOwnName else { return methodCalls.append(ParameterSwitches.Call(callee: name, arguments: nil)) }
        var arguments: [(label: String?, ownName: String?)] = []
        for argument in call.arguments.items { arguments.append((argument.label?.text, ownName(argument.expression))) }
        methodCalls.append(ParameterSwitches.Call(callee: name, arguments: arguments))
    }

    /// `selection` when no local hides the type's own, or `self.selection`.
    private func ownName(_ expression: RawExprSyntax) -> String? {
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return isMemberCandidate(name) && !local(name).isLocal ? name : nil
        }
        guard let member = expression.as(RawMemberAccessExprSyntax.self),
              member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" else { return nil }
        return member.declName.baseName.text
    }

    private mutating func recordSelfCall(_ name: String, at node: some RawSyntaxNodeProtocol) {
        let placement = placement
        if seenCalls.insert(CallKey(name: name, placement: placement, closureArgument: closureArgument)).inserted {
            facts.selfCalls.append(SelfCall(name: name, placement: placement, range: positions.range(of: node)))
        }
    }

    // MARK: Calls and constructions

    private mutating func visit(_ node: RawFunctionCallExprSyntax) {
        let callee = node.calledExpression
        var calleeName: String?
        var construction: Int?
        let inFallbackChain = fallbackChain == node.raw.id
        enclosingCalls.append(node)
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            calleeName = name
            noteUse(ofParameter: name, at: reference)
            if SyntaxNames.isTypeName(name) {
                if name != "Self" { construction = recordConstruction(node, callee: name) }
            } else if !local(name).isLocal {
                recordSelfCall(name, at: reference)
                recordMethodCall(node, name: name)
                recordInjectedMember(node, name: name)
                if modifiesImplicitSelf(node, name: name), let injection = injection(appliedBy: node, name: name) {
                    // `environmentObject(x)` or `withSession()` inside a `View` extension: a
                    // modifier applied to `self`.
                    recordRoot("self", applying: injection, at: node)
                } else if Knowledge.swiftUIModifiers.contains(name) {
                    // `task { … }.withEnvironment(…)`: SwiftUI's modifier applied to `self`, with
                    // injections chained on it.
                    recordModifiedRoot(node, callee: "self")
                }
            } else if isParameter(name) {
                // `content().environmentObject(store)`: what a function injects into the view
                // its closure parameter builds, recorded under the parameter's name as for a
                // view it is handed.
                recordModifiedRoot(node, callee: name)
            }
        } else if let type = SyntaxNames.calleeTypeName(callee) {
            calleeName = type
            construction = recordConstruction(node, callee: type)
            if let member = callee.as(RawMemberAccessExprSyntax.self), let base = member.base {
                let outer = (calledMemberBase, fallbackChain)
                calledMemberBase = base.raw.id
                if inFallbackChain { fallbackChain = member.raw.id }
                walkBase(base, of: member.raw)
                (calledMemberBase, fallbackChain) = outer
            }
        } else if let member = callee.as(RawMemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            calleeName = name
            if let base = member.base, base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self", !SyntaxNames.isTypeName(name) {
                // `self.content(value)`, as `content(value)` above.
                recordInjectedMember(node, name: name)
                recordMethodCall(node, name: name)
            }
            if let base = member.base {
                if let target = mutationTarget(base) {
                    facts.mutations.append(MemberMutation(base: target.base, member: target.member, kind: .call(name), range: positions.range(of: base)))
                }
                // What the receiver contains is modified by this call.
                modifierCalls.append((node, name))
                modifierInjections.append(nil)
                let outer = (self.callee, calledMemberBase, fallbackChain)
                self.callee = member.raw.id
                calledMemberBase = base.raw.id
                if inFallbackChain { fallbackChain = member.raw.id }
                walk(member.raw)
                (self.callee, calledMemberBase, fallbackChain) = outer
                modifierCalls.removeLast()
                modifierInjections.removeLast()
            }
        } else {
            let outer = (self.callee, fallbackChain)
            self.callee = callee.raw.id
            if inFallbackChain { fallbackChain = callee.raw.id }
            walk(callee.raw)
            (self.callee, fallbackChain) = outer
        }
        argumentCallees.append(calleeName)
        let role = CallRole(callee: calleeName)
        let outerConstruction = enclosingConstruction
        enclosingConstruction = construction ?? outerConstruction
        let outerArgument = argument
        let outerClosure = labeledClosure
        let outerHandoff = parameterHandoff
        // The initializer a closure argument is handed to: the constructed type's, or for
        // `self.init(…, action: action)` another of the type's own.
        let handoffCallee = construction != nil ? calleeName : delegatedInitializerType(callee)
        // `ForEach([]) { Row() }` draws nothing: its content is not code of the body.
        let drawsNoContent = calleeName.map(Knowledge.perElementContainers.contains) == true
            && node.arguments.items.first.map { Self.isEmptyCollectionLiteral($0.expression) } == true
        for argument in node.arguments.items {
            if drawsNoContent, argument.expression.is(RawClosureExprSyntax.self) { continue }
            if construction == nil, let calleeName { recordSelfHandedOver(argument.expression, to: calleeName) }
            self.argument = (argument.expression.raw.id, callee)
            labeledClosure = (argument.expression.raw.id, argument.label?.text)
            if let handoffCallee, role == .other, self.placement == .immediate, !actionParameterUses.isEmpty {
                parameterHandoff = (argument.expression.raw.id, ClosureSlot(callee: handoffCallee, label: argument.label?.text ?? "_"))
            }
            let placement = role.placement(of: argument, in: node)
            if let closure = argument.expression.as(RawClosureExprSyntax.self), CallRole.mayTakeAction(role: role, placement: placement, callee: calleeName) {
                walk(closureArgument: closure, slot: ClosureSlot(callee: calleeName!, label: argument.label?.text ?? "_"))
            } else if role == .other, placement == .immediate, self.placement == .immediate, let calleeName,
                      argument.expression.raw.kind == .declReferenceExpr {
                walk(nameArgument: argument, callee: calleeName)
            } else {
                walk(argument.expression, placement: placement)
            }
        }
        argument = outerArgument
        labeledClosure = outerClosure
        parameterHandoff = outerHandoff
        if let closure = node.trailingClosure, !drawsNoContent {
            let placement = role.placementOfTrailingClosure(of: node, constructedType: construction == nil ? nil : calleeName)
            // Beside labelled trailing closures, which parameter the first one fills is not told.
            if node.additionalTrailingClosures.items.isEmpty, CallRole.mayTakeAction(role: role, placement: placement, callee: calleeName) {
                let arguments = node.arguments.items
                walk(closureArgument: closure, slot: ClosureSlot(
                    callee: calleeName!, label: nil, after: arguments.isEmpty ? nil : arguments.last!.label?.text ?? "_"))
            } else {
                walk(closure, placement: placement)
            }
        }
        for closure in node.additionalTrailingClosures.items where !drawsNoContent {
            labeledClosure = (closure.closure.raw.id, closure.label.text)
            let placement = role.placementOfTrailingClosure(labeled: closure.label.tokenText)
            if CallRole.mayTakeAction(role: role, placement: placement, callee: calleeName) {
                walk(closureArgument: closure.closure, slot: ClosureSlot(callee: calleeName!, label: closure.label.text))
            } else {
                walk(closure.closure, placement: placement)
            }
        }
        labeledClosure = outerClosure
        enclosingConstruction = outerConstruction
        argumentCallees.removeLast()
        enclosingCalls.removeLast()
    }

    /// `[]`, `[:]` or `[Element]()`: a collection written empty.
    private static func isEmptyCollectionLiteral(_ expression: RawExprSyntax) -> Bool {
        if let array = expression.as(RawArrayExprSyntax.self) { return array.elements.items.isEmpty }
        if let dictionary = expression.as(RawDictionaryExprSyntax.self) {
            if case .colon = RawDictionaryExprSyntax.Content(dictionary.content) { return true }
            return false
        }
        guard let call = expression.as(RawFunctionCallExprSyntax.self), call.arguments.items.isEmpty, call.trailingClosure == nil,
              let type = call.calledExpression.as(RawArrayExprSyntax.self)
        else { return false }
        return type.elements.items.count == 1
    }

    /// Walks a bare name passed to a call no list places while drawn, noting it when it may be
    /// one of the type's members (see `namesHandedOver`).
    private mutating func walk(nameArgument argument: RawLabeledExprSyntax, callee: String) {
        let recorded = facts.reads.count
        walk(argument.expression.raw)
        if facts.reads.count > recorded {
            namesHandedOver.append(NameHandedOver(read: recorded, callee: callee, label: argument.label?.text))
        }
    }

    /// Walks a closure whose placement only the project's declarations can tell, and notes it as
    /// a `ClosureArgument` when it holds anything the view-tree rules read (it is drawn until
    /// the graph says otherwise).
    private mutating func walk(closureArgument closure: RawClosureExprSyntax, slot: ClosureSlot) {
        guard placement == .immediate else { return walk(closure.raw) }
        let recorded = (facts.reads.count, facts.selfCalls.count, facts.constructions.count)
        let outer = (closureArgument, closureArgumentSlot)
        closureArgumentsMet += 1
        (closureArgument, closureArgumentSlot) = (closureArgumentsMet, slot)
        walk(closure.raw)
        (closureArgument, closureArgumentSlot) = outer
        guard recorded != (facts.reads.count, facts.selfCalls.count, facts.constructions.count) else { return }
        let onlyCallsMethods = closure.as(RawClosureExprSyntax.self).map { CallRole.onlyCallsMethodsOfValues($0.statements) } ?? false
        let argument = ClosureArgument(slot: slot, onlyCallsMethods: onlyCallsMethods, range: positions.range(of: closure))
        if facts.closureArguments == nil { facts.closureArguments = [argument] } else { facts.closureArguments!.append(argument) }
    }

    /// Whether a bare call `name(…)` modifies the view `self`: an injecting modifier, or a
    /// helper whose result is chained on or is the body's only expression.
    private func modifiesImplicitSelf(_ call: RawFunctionCallExprSyntax, name: String) -> Bool {
        if Knowledge.injectingModifiers.contains(name) { return true }
        if Knowledge.swiftUIModifiers.contains(name) { return false }
        return memberBase == call.raw.id || onlyStatement == call.raw.id
    }

    private mutating func visit(_ node: RawSubscriptCallExprSyntax) {
        walk(node.calledExpression.raw)
        argumentCallees.append(nil)
        for argument in node.arguments.items { walk(argument.expression.raw) }
        if let closure = node.trailingClosure { walk(closure.raw) }
        argumentCallees.removeLast()
    }

    /// The enclosing type, when `callee` is `self.init`: an initializer delegating to another.
    private func delegatedInitializerType(_ callee: RawExprSyntax) -> String? {
        guard let member = callee.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "init",
              member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" else { return nil }
        return enclosingType
    }

    /// Records a construction and returns its index among the body's constructions.
    private mutating func recordConstruction(_ call: RawFunctionCallExprSyntax, callee: String) -> Int {
        var arguments = call.arguments.items.map {
            Argument(label: $0.label?.text, value: Self.argumentValue($0.expression))
        }
        if call.trailingClosure != nil { arguments.append(Argument(label: nil)) }
        for closure in call.additionalTrailingClosures.items { arguments.append(Argument(label: closure.label.text)) }
        let context = context()
        facts.constructions.append(Construction(
            callee: callee, arguments: arguments, placement: context.placement,
            injections: context.injections, enclosing: context.enclosing, gate: gate, range: positions.range(of: call.calledExpression)))
        return facts.constructions.count - 1
    }

    /// `self`, or content the body did not construct, that modifiers are chained on: recorded
    /// as a construction when something is injected into it, so helpers and containers that
    /// inject into their content can be followed.
    private mutating func recordModifiedRoot(_ node: some RawSyntaxNodeProtocol, callee: String) {
        guard calledMemberBase == node.raw.id else { return }
        recordRoot(callee, at: node, unlessUninjected: true)
    }

    /// `self` (or `content`, a parameter) as a construction at `node` that receives `injection`
    /// and the injections chained around it; none is recorded with `unlessUninjected` when
    /// there are no injections.
    private mutating func recordRoot(
        _ callee: String, applying injection: Injection? = nil, at node: some RawSyntaxNodeProtocol, unlessUninjected: Bool = false
    ) {
        let context = context()
        let injections = (injection.map { [$0] } ?? []) + context.injections
        guard !unlessUninjected || !injections.isEmpty else { return }
        facts.constructions.append(Construction(
            callee: callee, placement: context.placement, injections: injections,
            enclosing: context.enclosing, range: positions.range(of: node)))
    }

    /// `self` handed as content to a container (`RootView { self }` in a `View` extension):
    /// recorded as a construction inside it, so that what the container injects into its
    /// content is known to reach the view the helper modifies.
    private mutating func recordContainedSelf(_ node: RawDeclReferenceExprSyntax) {
        guard statement == node.raw.id, calledMemberBase != node.raw.id, enclosingConstruction != nil else { return }
        recordRoot("self", at: node)
    }

    /// `container.injectingEnvironment(into: self)` in a `View` extension: `self` handed to a
    /// function (`.handedTo`), which the graph follows into its injections into its parameter.
    private mutating func recordSelfHandedOver(_ expression: RawExprSyntax, to function: String) {
        guard enclosingType == Knowledge.viewProtocol, let reference = expression.as(RawDeclReferenceExprSyntax.self),
              reference.baseName.tokenText == "self" else { return }
        recordRoot("self", applying: Injection(kind: .handedTo(function), range: positions.range(of: expression)), at: expression)
    }

    /// A member of the type placed in the view tree where something is injected — `listView` in
    /// `VStack { listView }.environmentObject(model)`, `toolbar { … }` as a statement, the base
    /// of a modifier chain, `badge` in `.overlay(badge)` — recorded as a construction of
    /// `self.listView`, so that the views the member builds are known to receive those
    /// injections. Only under an injection of SwiftUI's (or a `.modifier(…)`): any modifier
    /// Knowledge.swiftUIModifiers does not list may be a project helper, and recording every member under
    /// those doubled a view's constructions.
    private mutating func recordInjectedMember(_ node: some RawSyntaxNodeProtocol, name: String) {
        guard statement == node.raw.id || calledMemberBase == node.raw.id || isModifierArgument(node) else { return }
        let context = context()
        guard context.injections.contains(where: \.isDirect) else { return }
        facts.constructions.append(Construction(
            callee: Construction.memberCallee(name), placement: context.placement, injections: context.injections,
            enclosing: context.enclosing, range: positions.range(of: node)))
    }

    /// A whole argument of a modifier (`.overlay(badge)`, `.background(backdrop)`).
    private func isModifierArgument(_ node: some RawSyntaxNodeProtocol) -> Bool {
        guard let argument, argument.id == node.raw.id else { return false }
        return argument.callee.raw.kind == .memberAccessExpr
    }

    /// The modifiers chained on expressions that contain the node being walked (innermost
    /// first), whether it is presentation content, and the construction it is an argument of.
    private mutating func context() -> (injections: [Injection], placement: Construction.Placement, enclosing: Int?) {
        var injections: [Injection] = []
        for index in modifierInjections.indices.reversed() {
            if case .none = modifierInjections[index] {
                let (call, name) = modifierCalls[index]
                modifierInjections[index] = .some(injection(appliedBy: call, name: name))
            }
            if case .some(.some(let injection)) = modifierInjections[index] { injections.append(injection) }
        }
        return (injections, placement, enclosingConstruction)
    }

    /// The injection a modifier call performs, or nil for SwiftUI's own non-injecting modifiers.
    private func injection(appliedBy call: RawFunctionCallExprSyntax, name: String) -> Injection? {
        // Most modifiers are SwiftUI's own, which inject nothing: settled before any position
        // is computed.
        if Knowledge.swiftUIModifiers.contains(name), !Knowledge.injectingModifiers.contains(name) { return nil }
        let arguments = call.arguments.items
        let range = call.calledExpression.as(RawMemberAccessExprSyntax.self).map { positions.range(of: $0.declName) }
            ?? positions.range(of: call.calledExpression)
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
            // `.environment(\.handler) { … }`: the key's value is the trailing closure.
            if call.trailingClosure != nil, let key = SyntaxNames.keyPathName(value) {
                return Injection(kind: .environmentKey(key), range: range)
            }
            return Injection(kind: .environmentType, valueType: inferredType(of: value), valueName: Self.passedName(value), range: range)
        case "modifier":
            guard let value = arguments.first?.expression,
                  let type = SyntaxNames.createdType(by: value) ?? Self.factoryBaseType(value) else { return nil }
            return Injection(kind: .viewModifier(type), range: range)
        default:
            return Injection(kind: .helper(name), range: range)
        }
    }

    /// The type an expression visibly has: a construction, a static member, or a typed local.
    private func inferredType(of expression: RawExprSyntax) -> String? {
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
            return local(reference.baseName.text).type
        }
        if let call = expression.as(RawFunctionCallExprSyntax.self),
           let wrapper = SyntaxNames.calleeTypeName(call.calledExpression),
           Knowledge.wrappersOfFirstArgument.contains(wrapper),
           let wrapped = call.arguments.items.first?.expression {
            return inferredType(of: wrapped)
        }
        return SyntaxNames.createdType(by: expression, contextType: nil)
    }

    /// The type an expression constructs on the spot: `T(…)`, `T.init(…)`, `.init(…)` is not
    /// counted (its type is not visible).
    static func constructedType(_ expression: RawExprSyntax) -> String? {
        guard let call = expression.as(RawFunctionCallExprSyntax.self) else { return nil }
        return SyntaxNames.calleeTypeName(call.calledExpression)
    }

    /// `PreviewTheme.allThemes()` → `PreviewTheme`: a static factory, taken to make the type it
    /// is called on, as a modifier's factories do. One that makes another type names a type that
    /// is not a modifier, which then provides nothing, as an unknown modifier does.
    static func factoryBaseType(_ expression: RawExprSyntax) -> String? {
        guard let call = expression.as(RawFunctionCallExprSyntax.self),
              let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
              let base = member.base else { return nil }
        return SyntaxNames.typePath(base)
    }

    /// `api`, `self.api` → `api`; `$0.api`, `env.api` → as written; nil for anything else.
    static func passedName(_ expression: RawExprSyntax) -> String? {
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(RawMemberAccessExprSyntax.self),
           let base = member.base?.as(RawDeclReferenceExprSyntax.self) {
            let baseName = base.baseName.text
            let name = member.declName.baseName.text
            return baseName == "self" ? name : "\(baseName).\(name)"
        }
        return nil
    }

    // MARK: Writes

    private mutating func visit(_ node: RawSequenceExprSyntax) {
        let elements = node.elements.items
        guard elements.count >= 3, let operatorText = Self.assignmentOperator(elements[1]) else {
            return node.raw.forEachChildNode { walk($0) }
        }
        let target = elements[0]
        let constructs = elements.count == 3 ? Self.constructedType(elements[2]) : nil
        let implicitInit = operatorText == "=" && elements.count == 3 && constructs == nil
            && MemberCollector.constructsInstance(elements[2])
        recordWrite(
            to: target, kind: operatorText == "=" ? .assignment : .compoundAssignment(operatorText), valueConstructs: constructs,
            valueIsImplicitInit: implicitInit ? true : nil,
            valueText: operatorText == "=" && elements.count == 3 ? elements[2].comparableText : nil)
        if operatorText == "=", elements.count == 3, let call = elements[2].as(RawFunctionCallExprSyntax.self) {
            recordWrapperAssignment(to: target, call: call)
        }
        if operatorText != "=" {
            walk(target.raw)
        } else if let subscriptCall = target.as(RawSubscriptCallExprSyntax.self) {
            for argument in subscriptCall.arguments.items { walk(argument.expression.raw) }
        }
        let outerStored = storedParameter
        if operatorText == "=", elements.count == 3, let value = elements[2].as(RawDeclReferenceExprSyntax.self),
           let member = target.as(RawMemberAccessExprSyntax.self), member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self",
           member.declName.baseName.tokenText == value.baseName.tokenText {
            storedParameter = value.raw.id
        }
        walkOperands(node.elements, from: 2)
        storedParameter = outerStored
    }

    /// `_x = Wrapper(wrappedValue: v)` / `self._x = .init(initialValue: v)`.
    private mutating func recordWrapperAssignment(to target: RawExprSyntax, call: RawFunctionCallExprSyntax) {
        let storage: String
        if let reference = target.as(RawDeclReferenceExprSyntax.self), !local(reference.baseName.text).isLocal {
            storage = reference.baseName.text
        } else if let member = target.as(RawMemberAccessExprSyntax.self),
                  member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" {
            storage = member.declName.baseName.text
        } else {
            return
        }
        guard storage.count > 1, storage.hasPrefix("_"), !storage.dropFirst().hasPrefix("_") else { return }
        let wrapper = SyntaxNames.calleeTypeName(call.calledExpression)
        if wrapper == nil {
            guard let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.tokenText == "init" else { return }
        }
        guard let argument = call.arguments.items.first else { return }
        let value = argument.expression
        var valueName: String?
        var firstName: String?
        if let reference = value.as(RawDeclReferenceExprSyntax.self) {
            valueName = reference.baseName.text
            firstName = valueName
        } else if let member = value.as(RawMemberAccessExprSyntax.self), let base = member.base?.as(RawDeclReferenceExprSyntax.self) {
            valueName = "\(base.baseName.text).\(member.declName.baseName.text)"
            firstName = base.baseName.text
        }
        let isLocal = firstName.map { name in scopes.dropFirst().contains { $0[name] != nil } } ?? false
        let assignment = WrapperAssignment(
            property: String(storage.dropFirst()), wrapper: wrapper, label: argument.label?.text,
            valueName: valueName, valueIsLocal: isLocal, valueConstructs: MemberCollector.constructsInstance(value),
            constructedType: Self.constructedType(value),
            valueIsBuiltLocal: isLocal && valueName == firstName && firstName.map(localsBuiltHere.contains) == true ? true : nil,
            range: positions.range(of: value))
        facts.wrapperAssignments = (facts.wrapperAssignments ?? []) + [assignment]
    }

    private static func assignmentOperator(_ element: RawExprSyntax) -> String? {
        if element.raw.kind == .assignmentExpr { return "=" }
        guard let binary = element.as(RawBinaryOperatorExprSyntax.self) else { return nil }
        let text = binary.operator.text
        guard text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) else { return nil }
        return text
    }

    private mutating func recordWrite(
        to target: RawExprSyntax, kind: MemberMutation.Kind, valueConstructs: String? = nil, valueIsImplicitInit: Bool? = nil,
        valueText: String? = nil
    ) {
        let range = positions.range(of: target)
        if let member = mutationTarget(target) {
            facts.mutations.append(MemberMutation(
                base: member.base, member: member.member, kind: kind, valueConstructs: valueConstructs,
                valueIsImplicitInit: valueIsImplicitInit, range: range))
        }
        if let write = staticStorage(of: target) {
            let context: StaticWrite.Context = deferDepth > 0 ? .deferred : (closureDepth > 0 ? .closure : .direct)
            facts.staticWrites.append(StaticWrite(
                store: write.store, key: write.key, target: target.trimmedText, memberDepth: write.memberDepth, context: context,
                closureCallee: context == .closure ? (closureCallees.last ?? nil) : nil, value: valueText, range: range))
        }
    }

    /// The property a write or mutating call reaches, with how its owner is known.
    private func mutationTarget(_ expression: RawExprSyntax) -> (base: MemberMutation.Base, member: String)? {
        if let subscriptCall = expression.as(RawSubscriptCallExprSyntax.self) {
            return mutationTarget(subscriptCall.calledExpression)
        }
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard isMemberCandidate(name), !name.hasPrefix("_"), !name.hasPrefix("$"), !local(name).isLocal else { return nil }
            return (.self, name)
        }
        guard let member = expression.as(RawMemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        guard !name.hasPrefix("_"), !SyntaxNames.isTypeName(name) else { return nil }
        if let reference = base.as(RawDeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" { return (.self, name) }
            guard isMemberCandidate(baseName) else { return nil }
            let binding = local(baseName)
            if binding.isLocal { return binding.type.map { (.typed($0), name) } }
            return (.selfProperty(baseName), name)
        }
        if let inner = base.as(RawMemberAccessExprSyntax.self),
           inner.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" {
            return (.selfProperty(inner.declName.baseName.text), name)
        }
        return nil
    }

    /// `Store[key]`, `Store.a.b`, `Self.storage[key]`: the static storage a write reaches.
    private func staticStorage(of target: RawExprSyntax) -> (store: String, key: String, memberDepth: Int)? {
        // Only a chain that starts at a type can reach static storage: most writes (to `self`,
        // to locals) are settled at their root.
        var root = target
        while true {
            if let subscriptCall = root.as(RawSubscriptCallExprSyntax.self) {
                root = subscriptCall.calledExpression
            } else if let base = root.as(RawMemberAccessExprSyntax.self)?.base {
                root = base
            } else {
                break
            }
        }
        if let reference = root.as(RawDeclReferenceExprSyntax.self) {
            guard SyntaxNames.isTypeName(reference.baseName.text) || selfType(root) != nil else { return nil }
        } else if root.raw.kind != .genericSpecializationExpr {
            return nil
        }
        var components: [String] = []
        var memberDepth = 0
        var node = target
        while true {
            if let store = SyntaxNames.typePath(node) ?? selfType(node) {
                return components.isEmpty ? nil : (store, components.reversed().joined(separator: "."), memberDepth)
            }
            if let subscriptCall = node.as(RawSubscriptCallExprSyntax.self) {
                let argument = subscriptCall.arguments.items.first?.expression
                components.append(argument.map { SyntaxNames.keyPathName($0) ?? $0.trimmedText } ?? "")
                node = subscriptCall.calledExpression
            } else if let member = node.as(RawMemberAccessExprSyntax.self), let base = member.base {
                components.append(member.declName.baseName.text)
                memberDepth += 1
                node = base
            } else {
                return nil
            }
        }
    }

    private func selfType(_ node: RawExprSyntax) -> String? {
        switch node.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText {
        case "Self": return enclosingType
        case "self": return selfIsType ? enclosingType : nil
        default: return nil
        }
    }

    // MARK: Patterns

    /// The names a pattern binds (`let (a, b)`, `case .loaded(let value)`, `let x`).
    static func boundNames(in node: RawSyntax) -> [String] {
        if let identifier = node.as(RawIdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        var names: [String] = []
        node.forEachChildNode { child in
            switch child.kind {
            case .patternExpr: names += boundNames(in: child.cast(RawPatternExprSyntax.self).pattern.raw)
            case .closureExpr, .codeBlock: break
            default: names += boundNames(in: child)
            }
        }
        return names
    }
}
