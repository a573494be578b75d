@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts

/// Walks a file's declarations (top level, type members, `#if` branches) and builds its facts.
///
/// Nested types are flattened into `FileFacts.types` with qualified names; bodies are handed
/// to `BodyAnalyzer`. Types declared in a `#Preview`'s closure are summarised as the
/// preview's own (`TypeFacts.isPreviewLocal`); those inside function bodies are not.
struct DeclarationWalker {
    let positions: PositionTable
    private(set) var facts = FileFacts()
    private var conditions: [ConditionClause] = []
    /// Inside a `private` or `fileprivate` type or extension: what is declared here is visible
    /// in this file only.
    private var insideFilePrivate = false
    /// Inside a type declared in a `#Preview`'s closure.
    private var insidePreview = false

    init(positions: PositionTable) {
        self.positions = positions
    }

    mutating func walk(_ items: RawCodeBlockItemListSyntax) {
        for item in items.items {
            switch RawCodeBlockItemSyntax.Item(item.item) {
            case .decl(let decl):
                walkTopLevel(decl)
            case .expr(let expression):
                if let macro = expression.as(RawMacroExpansionExprSyntax.self), macro.macroName.tokenText == "Preview" {
                    recordPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure, pound: macro.pound, node: macro)
                }
            case .stmt, nil:
                break
            }
        }
    }

    private mutating func walkTopLevel(_ decl: RawDeclSyntax) {
        if let ifConfig = decl.as(RawIfConfigDeclSyntax.self) {
            forEachClause(of: ifConfig) { walker, elements in
                if case .statements(let items) = elements { walker.walk(items) }
            }
        } else if let macro = decl.as(RawMacroExpansionDeclSyntax.self) {
            if macro.macroName.tokenText == "Preview" {
                recordPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure, pound: macro.pound, node: macro)
            }
        } else if let function = decl.as(RawFunctionDeclSyntax.self) {
            addFunction(function)
        } else if let variable = decl.as(RawVariableDeclSyntax.self) {
            addReducers(variable)
        } else if let importDecl = decl.as(RawImportDeclSyntax.self) {
            addImport(importDecl)
        } else {
            walkType(decl, parent: nil)
        }
    }

    /// A function declared at file level, analysed as a method is but with no type around it:
    /// a helper that wraps what its closure builds (`createPreview { AnyView(Row()) }`) or
    /// modifies the view it is handed injects as a project modifier does.
    private mutating func addFunction(_ function: RawFunctionDeclSyntax) {
        guard let body = function.body else { return }
        let analyzed = BodyAnalyzer.analyzeMember(
            body, parameters: MemberCollector.parameters(function.signature.parameterClause), switchesOverParameters: false,
            enclosingType: nil, positions: positions)
        facts.functions.append(FunctionFacts(
            kind: .function, name: function.name.text, parameters: analyzed.parameters,
            attributes: SyntaxNames.attributeNames(function.attributes), conditions: conditions,
            range: positions.range(of: function.name), body: analyzed.facts))
    }

    /// File-level constants and computed variables that read a feature environment: reducers
    /// declared as globals (`let appReducer = Reducer<…>.combine(…)`), kept as getters so that
    /// their reads and the child environments they build are seen as a static one's are.
    private mutating func addReducers(_ variable: RawVariableDeclSyntax) {
        for binding in variable.bindings.items {
            guard let pattern = binding.pattern.as(RawIdentifierPatternSyntax.self) else { continue }
            let body: BodyFacts
            if let value = binding.initializer?.value {
                body = BodyAnalyzer.analyze(value, enclosingType: nil, positions: positions)
            } else if let getter = MemberCollector.computedAccessors(binding.accessorBlock) {
                body = BodyAnalyzer.analyze(getter, enclosingType: nil, positions: positions)
            } else {
                continue
            }
            guard body.environmentReads?.isEmpty == false else { continue }
            facts.functions.append(FunctionFacts(
                kind: .getter, name: pattern.identifier.text, attributes: SyntaxNames.attributeNames(variable.attributes),
                conditions: conditions, range: positions.range(of: pattern), body: body))
        }
    }

    /// An `import` (its first path component, the module) with its `#if` conditions: which
    /// modules the file's names may resolve to.
    private mutating func addImport(_ importDecl: RawImportDeclSyntax) {
        guard let module = importDecl.path.elements.first?.name.text else { return }
        facts.imports.append(ImportFacts(
            module: module, isExported: SyntaxNames.attributeNames(importDecl.attributes).contains("_exported"), conditions: conditions))
    }

    private mutating func forEachClause(
        of ifConfig: RawIfConfigDeclSyntax,
        _ body: (inout DeclarationWalker, RawIfConfigClauseSyntax.Elements) -> Void
    ) {
        for (index, clause) in ifConfig.clauses.items.enumerated() {
            guard let elements = clause.elements.flatMap(RawIfConfigClauseSyntax.Elements.init) else { continue }
            conditions.append(ConditionClause(
                block: positions.offset(of: ifConfig), branch: index, condition: clause.condition?.trimmedText ?? "else"))
            body(&self, elements)
            conditions.removeLast()
        }
    }

    // MARK: Types

    private mutating func walkType(_ decl: RawDeclSyntax, parent: String?) {
        func qualified(_ name: String) -> String { parent.map { "\($0).\(name)" } ?? name }
        if let node = decl.as(RawStructDeclSyntax.self) {
            addType(.struct, qualified(node.name.text), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock,
                    node.name, genericParameters: node.genericParameterClause)
        } else if let node = decl.as(RawClassDeclSyntax.self) {
            addType(.class, qualified(node.name.text), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock,
                    node.name, genericParameters: node.genericParameterClause)
        } else if let node = decl.as(RawEnumDeclSyntax.self) {
            addType(.enum, qualified(node.name.text), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock,
                    node.name, genericParameters: node.genericParameterClause)
        } else if let node = decl.as(RawActorDeclSyntax.self) {
            addType(.actor, qualified(node.name.text), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock, node.name)
        } else if let node = decl.as(RawProtocolDeclSyntax.self) {
            addType(.protocol, qualified(node.name.text), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock, node.name)
        } else if let node = decl.as(RawExtensionDeclSyntax.self) {
            let name = SyntaxNames.typeName(node.extendedType)?.name ?? node.extendedType.trimmedText
            addType(.extension, qualified(name), node.inheritanceClause, node.attributes, node.modifiers, node.memberBlock, node.extendedType)
        }
    }

    private mutating func addType(
        _ kind: TypeFacts.Kind,
        _ name: String,
        _ inheritance: RawInheritanceClauseSyntax?,
        _ attributes: RawAttributeListSyntax,
        _ modifiers: RawDeclModifierListSyntax,
        _ members: RawMemberBlockSyntax,
        _ nameNode: some RawSyntaxNodeProtocol,
        genericParameters: RawGenericParameterClauseSyntax? = nil
    ) {
        let isFilePrivate = insideFilePrivate || insidePreview || SyntaxNames.has("private", in: modifiers)
            || SyntaxNames.has("fileprivate", in: modifiers)
        var type = TypeFacts(
            kind: kind,
            name: name,
            inherited: inheritance?.inheritedTypes.items.map { SyntaxNames.typeName($0.type)?.name ?? $0.type.trimmedText } ?? [],
            genericParameters: genericParameters?.parameters.items.map { $0.name.text } ?? [],
            attributes: SyntaxNames.attributeNames(attributes),
            conditions: conditions,
            range: positions.range(of: nameNode),
            isFilePrivate: isFilePrivate,
            isPreviewLocal: insidePreview
        )
        var collector = MemberCollector(typeName: name, positions: positions, isFilePrivate: isFilePrivate)
        let enclosing = insideFilePrivate
        insideFilePrivate = isFilePrivate
        collectMembers(members.members, into: &collector, memberConditions: [])
        insideFilePrivate = enclosing
        type.properties = collector.properties
        type.functions = collector.settledFunctions
        type.initialValues = collector.initialValues
        type.propertyCode = collector.propertyCode
        if type.attributes.contains("propertyWrapper") {
            type.wrappedValueSetter = collector.wrappedValueSetterShape()
        }
        facts.types.append(type)
        if type.inherited.contains("EnvironmentKey") {
            facts.environmentKeys.append(contentsOf: collector.environmentKeys(keyType: name))
        }
        if kind == .extension, name == "EnvironmentValues" {
            facts.environmentValues.append(contentsOf: collector.environmentValues)
        }
    }

    private mutating func collectMembers(
        _ members: RawMemberBlockItemListSyntax,
        into collector: inout MemberCollector,
        memberConditions: [ConditionClause]
    ) {
        for member in members.items {
            let decl = member.decl
            if let ifConfig = decl.as(RawIfConfigDeclSyntax.self) {
                for (index, clause) in ifConfig.clauses.items.enumerated() {
                    guard case .decls(let nested) = clause.elements.flatMap(RawIfConfigClauseSyntax.Elements.init) else { continue }
                    let clauseCondition = ConditionClause(
                        block: positions.offset(of: ifConfig), branch: index, condition: clause.condition?.trimmedText ?? "else")
                    conditions.append(clauseCondition)
                    collectMembers(nested, into: &collector, memberConditions: memberConditions + [clauseCondition])
                    conditions.removeLast()
                }
            } else if [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl].contains(decl.raw.kind) {
                walkType(decl, parent: collector.typeName)
            } else {
                collector.collect(decl, conditions: memberConditions)
            }
        }
    }

    // MARK: Previews

    /// A preview is placed at its `#`: attributes before it (`@available(iOS 18, *)`) are not
    /// where a reader looks for it.
    private mutating func recordPreview(
        arguments: RawLabeledExprListSyntax,
        trailingClosure: RawClosureExprSyntax?,
        pound: RawTokenSyntax,
        node: some RawSyntaxNodeProtocol
    ) {
        guard let closure = trailingClosure else { return }
        let name = arguments.items.first.flatMap { argument -> String? in
            guard argument.label == nil, let literal = argument.expression.as(RawStringLiteralExprSyntax.self) else { return nil }
            return literal.segments.items.compactMap { $0.as(RawStringSegmentSyntax.self)?.content.text }.joined()
        }
        let body = BodyAnalyzer.analyze(closure.statements, enclosingType: nil, positions: positions)
        // `struct Wrapper: View { @State var … }` declared for the preview to show.
        insidePreview = true
        for item in closure.statements.items {
            if case .decl(let decl) = RawCodeBlockItemSyntax.Item(item.item) { walkType(decl, parent: nil) }
        }
        insidePreview = false
        let range = SourceRange(start: positions.range(of: pound).start, end: positions.range(of: node).end)
        facts.previews.append(PreviewFacts(name: name, conditions: conditions, range: range, body: body, traits: Self.traits(in: arguments)))
    }

    /// The arguments from `traits:` on (the parameter is variadic): `.modifier(T(…))` and the
    /// implicit members (`.sampleData`, `.sampleData(api: .mock)`) that may be the project's.
    private static func traits(in arguments: RawLabeledExprListSyntax) -> [PreviewTrait] {
        guard let start = arguments.items.firstIndex(where: { $0.label?.tokenText == "traits" }) else { return [] }
        return arguments.items[start...].compactMap { argument -> PreviewTrait? in
            let call = argument.expression.as(RawFunctionCallExprSyntax.self)
            guard let member = (call?.calledExpression ?? argument.expression).as(RawMemberAccessExprSyntax.self), member.base == nil
            else { return nil }
            let name = member.declName.baseName.text
            guard name == "modifier" else { return .member(name) }
            return call?.arguments.items.first.flatMap { SyntaxNames.createdType(by: $0.expression) }.map(PreviewTrait.modifier)
        }
    }
}
