import SwiftSyntax
import WirelintFacts

/// Walks a file's declarations (top level, type members, `#if` branches) and builds its facts.
///
/// Nested types are flattened into `FileFacts.types` with qualified names; bodies are handed
/// to `BodyAnalyzer`. Declarations inside function bodies (local types) are not summarised.
struct DeclarationWalker {
    let positions: PositionTable
    private(set) var facts = FileFacts()
    private var conditions: [ConditionClause] = []

    init(positions: PositionTable) {
        self.positions = positions
    }

    mutating func walk(_ items: CodeBlockItemListSyntax) {
        for item in items {
            switch item.item {
            case .decl(let decl):
                walkTopLevel(decl)
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    recordPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
                }
            case .stmt:
                break
            }
        }
    }

    private mutating func walkTopLevel(_ decl: DeclSyntax) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            forEachClause(of: ifConfig) { walker, elements in
                if case .statements(let items) = elements { walker.walk(items) }
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            if macro.macroName.text == "Preview" {
                recordPreview(arguments: macro.arguments, trailingClosure: macro.trailingClosure, node: macro)
            }
        } else {
            walkType(decl, parent: nil)
        }
    }

    private mutating func forEachClause(
        of ifConfig: IfConfigDeclSyntax,
        _ body: (inout DeclarationWalker, IfConfigClauseSyntax.Elements) -> Void
    ) {
        for (index, clause) in ifConfig.clauses.enumerated() {
            guard let elements = clause.elements else { continue }
            conditions.append(ConditionClause(
                block: ifConfig.positionAfterSkippingLeadingTrivia.utf8Offset, branch: index,
                condition: clause.condition?.trimmedDescription ?? "else"))
            body(&self, elements)
            conditions.removeLast()
        }
    }

    // MARK: Types

    private mutating func walkType(_ decl: DeclSyntax, parent: String?) {
        func qualified(_ name: String) -> String { parent.map { "\($0).\(name)" } ?? name }
        if let node = decl.as(StructDeclSyntax.self) {
            addType(.struct, qualified(node.name.text), node.inheritanceClause, node.attributes, node.memberBlock, node.name)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            addType(.class, qualified(node.name.text), node.inheritanceClause, node.attributes, node.memberBlock, node.name)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            addType(.enum, qualified(node.name.text), node.inheritanceClause, node.attributes, node.memberBlock, node.name)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            addType(.actor, qualified(node.name.text), node.inheritanceClause, node.attributes, node.memberBlock, node.name)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            addType(.protocol, qualified(node.name.text), node.inheritanceClause, node.attributes, node.memberBlock, node.name)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = SyntaxNames.typeName(node.extendedType)?.name ?? node.extendedType.trimmedDescription
            addType(.extension, qualified(name), node.inheritanceClause, node.attributes, node.memberBlock, node.extendedType)
        }
    }

    private mutating func addType(
        _ kind: TypeFacts.Kind,
        _ name: String,
        _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax,
        _ members: MemberBlockSyntax,
        _ nameNode: some SyntaxProtocol
    ) {
        var type = TypeFacts(
            kind: kind,
            name: name,
            inherited: inheritance?.inheritedTypes.map { SyntaxNames.typeName($0.type)?.name ?? $0.type.trimmedDescription } ?? [],
            attributes: SyntaxNames.attributeNames(attributes),
            conditions: conditions,
            range: positions.range(of: nameNode)
        )
        var collector = MemberCollector(typeName: name, positions: positions)
        collectMembers(members.members, into: &collector, memberConditions: [])
        type.properties = collector.properties
        type.functions = collector.functions
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
        _ members: MemberBlockItemListSyntax,
        into collector: inout MemberCollector,
        memberConditions: [ConditionClause]
    ) {
        for member in members {
            let decl = member.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for (index, clause) in ifConfig.clauses.enumerated() {
                    guard case .decls(let nested) = clause.elements else { continue }
                    let clauseCondition = ConditionClause(
                        block: ifConfig.positionAfterSkippingLeadingTrivia.utf8Offset, branch: index,
                        condition: clause.condition?.trimmedDescription ?? "else")
                    conditions.append(clauseCondition)
                    collectMembers(nested, into: &collector, memberConditions: memberConditions + [clauseCondition])
                    conditions.removeLast()
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) {
                walkType(decl, parent: collector.typeName)
            } else {
                collector.collect(decl, conditions: memberConditions)
            }
        }
    }

    // MARK: Previews

    private mutating func recordPreview(
        arguments: LabeledExprListSyntax,
        trailingClosure: ClosureExprSyntax?,
        node: some SyntaxProtocol
    ) {
        guard let closure = trailingClosure else { return }
        let name = arguments.first.flatMap { argument -> String? in
            guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        let body = BodyAnalyzer.analyze(closure.statements, enclosingType: nil, positions: positions)
        facts.previews.append(PreviewFacts(name: name, conditions: conditions, range: positions.range(of: node), body: body))
    }
}
