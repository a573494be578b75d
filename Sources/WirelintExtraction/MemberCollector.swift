@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// Collects the members of one type or extension body.
struct MemberCollector {
    let typeName: String
    let positions: PositionTable
    /// Nothing outside the file sees the type's members (a `private` or `fileprivate` type).
    let isFilePrivate: Bool
    private(set) var properties: [PropertyFacts] = []
    private(set) var functions: [FunctionFacts] = []
    private(set) var initialValues: [InitialValue] = []
    private(set) var propertyCode: [InitialValue] = []
    private(set) var environmentValues: [EnvironmentValueFacts] = []
    /// `static var defaultValue` bindings, kept for `EnvironmentKey` conformers.
    private var defaultValues: [(type: TypeReference?, value: RawExprSyntax?, getter: RawAccessorBlockSyntax?, range: WirelintFacts.SourceRange)] = []
    /// What the `wrappedValue` setter does, kept for `@propertyWrapper` types.
    private var wrappedValueSetter: BodyFacts?

    /// What the members' bodies switch over and call, settled once all are collected.
    private var parameterSwitches = ParameterSwitches()

    init(typeName: String, positions: PositionTable, isFilePrivate: Bool) {
        self.typeName = typeName
        self.positions = positions
        self.isFilePrivate = isFilePrivate
    }

    /// Names the bodies pass whole to calls no list places, by the function whose body does.
    private var namesHandedOver: [(function: Int, name: BodyAnalyzer.NameHandedOver)] = []

    /// The functions, with each `switch` over a parameter settled (`ParameterSwitches`), and the
    /// methods handed over by name noted as closure arguments.
    var settledFunctions: [FunctionFacts] {
        var functions = functions
        parameterSwitches.settle(&functions)
        guard !namesHandedOver.isEmpty else { return functions }
        // Through indices: a loop variable or a closure's argument would copy each function's facts.
        var methods: [String] = []
        for index in functions.indices where functions[index].kind == .method && !functions[index].isStatic {
            methods.append(functions[index].name)
        }
        for (function, handed) in namesHandedOver {
            let read = functions[function].body.reads[handed.read]
            guard methods.contains(read.name), CallRole.mayTakeAction(role: .other, placement: .immediate, callee: handed.callee) else { continue }
            let argument = ClosureArgument(slot: ClosureSlot(callee: handed.callee, label: handed.label ?? "_"), range: read.range)
            functions[function].body.closureArguments = (functions[function].body.closureArguments ?? []) + [argument]
        }
        return functions
    }

    mutating func collect(_ decl: RawDeclSyntax, conditions: [ConditionClause]) {
        if let variable = decl.as(RawVariableDeclSyntax.self) {
            collect(variable, conditions: conditions)
        } else if let initializer = decl.as(RawInitializerDeclSyntax.self) {
            let (body, parameters) = analyzeMember(initializer.body, parameters: Self.parameters(initializer.signature.parameterClause))
            functions.append(FunctionFacts(
                kind: .initializer, name: "init", parameters: parameters,
                attributes: SyntaxNames.attributeNames(initializer.attributes),
                conditions: conditions, range: positions.range(of: initializer.initKeyword), body: body))
        } else if let function = decl.as(RawFunctionDeclSyntax.self) {
            let isFilePrivate = isFilePrivate || SyntaxNames.has("private", in: function.modifiers)
                || SyntaxNames.has("fileprivate", in: function.modifiers)
            let (body, parameters) = analyzeMember(
                function.body, parameters: Self.parameters(function.signature.parameterClause), switchesOverParameters: isFilePrivate,
                isStatic: SyntaxNames.isStatic(function.modifiers))
            functions.append(FunctionFacts(
                kind: .method, name: function.name.text, parameters: parameters,
                attributes: SyntaxNames.attributeNames(function.attributes),
                isStatic: SyntaxNames.isStatic(function.modifiers),
                isMutating: SyntaxNames.has("mutating", in: function.modifiers),
                isAsyncOrThrowing: SyntaxNames.isAsyncOrThrowing(function.signature),
                alwaysTraps: Traps.stopsEveryRun(function.body?.statements),
                conditions: conditions, range: positions.range(of: function.name), body: body))
        } else if let subscriptDecl = decl.as(RawSubscriptDeclSyntax.self), let accessors = subscriptDecl.accessorBlock {
            let body = analyzeMember(accessors, parameters: Self.parameters(subscriptDecl.parameterClause))
            functions.append(FunctionFacts(
                kind: .subscript, name: "subscript", parameters: Self.parameters(subscriptDecl.parameterClause),
                attributes: SyntaxNames.attributeNames(subscriptDecl.attributes), isStatic: SyntaxNames.isStatic(subscriptDecl.modifiers),
                alwaysTraps: Traps.stopsEveryRun(Traps.getterStatements(accessors)),
                conditions: conditions, range: positions.range(of: subscriptDecl.subscriptKeyword), body: body))
        }
    }

    private mutating func collect(_ variable: RawVariableDeclSyntax, conditions: [ConditionClause]) {
        let isStatic = SyntaxNames.isStatic(variable.modifiers)
        let attributes = SyntaxNames.attributeNames(variable.attributes)
        // `var a, b: Int` annotates only the last binding; earlier ones share its type.
        var sharedType: TypeReference?
        var sharedClosureKind: ClosureKind?
        var sharedIsImplicitlyUnwrapped = false
        for binding in variable.bindings.items.reversed() {
            if let annotation = binding.typeAnnotation {
                sharedType = SyntaxNames.typeName(annotation.type)
                sharedClosureKind = Self.storedClosureKind(annotation.type)
                sharedIsImplicitlyUnwrapped = annotation.type.is(RawImplicitlyUnwrappedOptionalTypeSyntax.self)
            }
            guard let pattern = binding.pattern.as(RawIdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text
            let declaredType = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) } ?? sharedType
            let closureKind = binding.typeAnnotation.map { Self.storedClosureKind($0.type) } ?? sharedClosureKind
            let accessors = Self.computedAccessors(binding.accessorBlock)
            let isStored = accessors == nil
            let range = positions.range(of: pattern)
            let wrapper = isStored ? Self.wrapperAttribute(variable.attributes) : nil
            let value = binding.initializer?.value
            properties.append(PropertyFacts(
                name: name, isStatic: isStatic, isStored: isStored, wrapper: wrapper,
                declaredType: declaredType,
                initializerType: value.flatMap { SyntaxNames.createdType(by: $0, contextType: declaredType?.name) },
                initializerConstructs: value.map(Self.constructsInstance) ?? false,
                initializerStaticReads: value.flatMap { staticReads(in: $0, contextType: declaredType?.name) },
                closure: closureKind,
                isUnsetImplicitlyUnwrapped: isStored && !isStatic && sharedIsImplicitlyUnwrapped
                    && (value == nil || value?.raw.kind == .nilLiteralExpr),
                initializerText: isStored ? value?.comparableText : nil,
                range: range))
            if isStored, let observers = binding.accessorBlock {
                propertyCode.append(InitialValue(property: name, body: analyze(observers, parameters: Self.observerParameters)))
            }
            if isStored, let value {
                let body = analyze(value, parameters: [])
                if SyntaxNames.has("lazy", in: variable.modifiers) {
                    propertyCode.append(InitialValue(property: name, body: body))
                }
                // A reducer kept in a static constant (`static let reducer = Reducer<…>.combine(…)`)
                // is read like a static computed one: its body is where the feature's
                // environment is read.
                if isStatic, body.environmentReads?.isEmpty == false {
                    functions.append(FunctionFacts(
                        kind: .getter, name: name, attributes: attributes, isStatic: true, conditions: conditions, range: range, body: body))
                }
                // A bare `T()` tells no more than `initializerType` already does; inside a static
                // factory of the declared type (`static var sampleData: Self = .modifier(SampleData())`),
                // it is what the factory is given.
                // A store written while a fixture is built (`static let model = { Store[\.x] = Fake(); … }()`)
                // is a write of whoever first reads the fixture.
                if body.constructions.contains(where: { !$0.arguments.isEmpty || !$0.injections.isEmpty })
                    || (Self.callsImplicitMember(value) && !body.constructions.isEmpty) || !body.staticWrites.isEmpty {
                    initialValues.append(InitialValue(property: name, body: body))
                }
            }
            if let accessors {
                let body = analyzeMember(accessors, parameters: [ParameterFacts(label: "_", name: "newValue", type: nil)])
                functions.append(FunctionFacts(
                    kind: .getter, name: name, attributes: attributes, isStatic: isStatic,
                    alwaysTraps: Traps.stopsEveryRun(Traps.getterStatements(accessors)),
                    conditions: conditions, range: range, body: body))
                if name == "wrappedValue", let setter = Self.setter(binding.accessorBlock) {
                    wrappedValueSetter = analyze(setter, parameters: [ParameterFacts(label: "_", name: "newValue", type: declaredType)])
                }
            }
            if isStatic, name == "defaultValue" {
                defaultValues.append((declaredType, value, accessors, range))
            }
            if attributes.contains("Entry") {
                let classified = EnvironmentDefaultClassifier.classify(value: value, getter: nil, declaredType: declaredType)
                environmentValues.append(EnvironmentValueFacts(
                    name: name, valueType: declaredType, keyType: nil,
                    entryDefault: classified.kind, entryDefaultType: classified.type, entryDefaultArguments: classified.arguments,
                    range: range))
            } else if typeName == "EnvironmentValues", let accessors, !isStatic, let keyType = Self.subscriptKey(in: accessors.raw) {
                environmentValues.append(EnvironmentValueFacts(
                    name: name, valueType: declaredType, keyType: keyType, entryDefault: nil, range: range))
            }
        }
    }

    private func analyze(_ node: some RawSyntaxNodeProtocol, parameters: [ParameterFacts]) -> BodyFacts {
        BodyAnalyzer.analyze(node, parameters: parameters, enclosingType: typeName, positions: positions)
    }

    /// The body of the function about to be appended to `functions`, noting for
    /// `ParameterSwitches` what it switches over and calls, with its parameters' closure kinds
    /// settled by their uses (see `ClosureKind`). Without a body (a protocol's requirement),
    /// nothing confirms an action.
    private mutating func analyzeMember(
        _ node: RawCodeBlockSyntax?, parameters: [ParameterFacts], switchesOverParameters: Bool = false, isStatic: Bool = false
    ) -> (body: BodyFacts, parameters: [ParameterFacts]) {
        guard let node else {
            return (BodyFacts(), parameters.map { parameter in
                var parameter = parameter
                if parameter.closure == .action { parameter.closure = .content }
                return parameter
            })
        }
        return analyzeBody(node, parameters: parameters, switchesOverParameters: switchesOverParameters, isStatic: isStatic)
    }

    /// A computed property's accessors, which take no parameter but `newValue`.
    private mutating func analyzeMember(_ accessors: RawAccessorBlockSyntax, parameters: [ParameterFacts]) -> BodyFacts {
        analyzeBody(accessors, parameters: parameters, switchesOverParameters: false).body
    }

    /// Analyses the body, keeping what is settled once every member is seen: what it switches
    /// over and calls (`ParameterSwitches`) and the names it hands over.
    private mutating func analyzeBody(
        _ node: some RawSyntaxNodeProtocol, parameters: [ParameterFacts], switchesOverParameters: Bool, isStatic: Bool = false
    ) -> (body: BodyFacts, parameters: [ParameterFacts]) {
        let analyzed = BodyAnalyzer.analyzeMember(
            node, parameters: parameters, switchesOverParameters: switchesOverParameters, enclosingType: typeName,
            selfIsType: isStatic, positions: positions)
        parameterSwitches.add(arms: analyzed.arms, calls: analyzed.calls, function: functions.count)
        for name in analyzed.namesHandedOver { namesHandedOver.append((functions.count, name)) }
        return (analyzed.facts, analyzed.parameters)
    }

    /// Static members a stored property's initializer reads (`= APIClient.shared`, and
    /// `: APIClient = .shared` through the declared type); nil for literals and initializers
    /// that read none.
    private func staticReads(in value: RawExprSyntax, contextType: String?) -> [StaticRead]? {
        if let member = value.as(RawMemberAccessExprSyntax.self), member.base == nil {
            guard let contextType, member.declName.baseName.text != "init" else { return nil }
            return [StaticRead(type: contextType, member: member.declName.baseName.text, range: positions.range(of: member))]
        }
        switch value.raw.kind {
        case .stringLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .declReferenceExpr:
            return nil
        default:
            break
        }
        let reads = analyze(value, parameters: []).staticReads
        return reads.isEmpty ? nil : reads
    }

    /// The static storage the `wrappedValue` setter writes, if any: a static subscript or
    /// property of some type, or a static property of the wrapper itself. A write into a
    /// singleton's instance (`Settings.shared.values[k] = v`) is app state, not a dependency
    /// store, and does not count.
    func wrappedValueSetterShape() -> SetterShape? {
        guard let setter = wrappedValueSetter else { return nil }
        if let write = setter.staticWrites.first(where: { $0.context == .direct && $0.memberDepth <= 1 }) {
            return SetterShape(staticStore: write.store)
        }
        let staticNames = Set(properties.filter(\.isStatic).map(\.name))
        if setter.mutations.contains(where: { $0.base == .self && staticNames.contains($0.member) }) {
            return SetterShape(staticStore: typeName)
        }
        return SetterShape(staticStore: nil)
    }

    func environmentKeys(keyType: String) -> [EnvironmentKeyFacts] {
        defaultValues.map { entry in
            let classified = EnvironmentDefaultClassifier.classify(value: entry.value, getter: entry.getter, declaredType: entry.type)
            return EnvironmentKeyFacts(
                keyType: keyType, valueType: entry.type, defaultKind: classified.kind,
                defaultType: classified.type, defaultArguments: classified.arguments, range: entry.range)
        }
    }

    // MARK: Syntax readings

    /// `T(…)`, `T { … }`, `.init(…)`: a new instance rather than a shared one.
    static func constructsInstance(_ value: RawExprSyntax) -> Bool {
        guard let call = value.as(RawFunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "init"
        }
        return SyntaxNames.calleeTypeName(call.calledExpression) != nil
    }

    /// `.factory(…)`: a static member of the declared type called with arguments.
    private static func callsImplicitMember(_ value: RawExprSyntax) -> Bool {
        guard let member = value.as(RawFunctionCallExprSyntax.self)?.calledExpression.as(RawMemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text != "init"
    }

    /// A stored closure that returns nothing runs when the type's uses of it say (`.stored`).
    private static func storedClosureKind(_ type: RawTypeSyntax) -> ClosureKind? {
        SyntaxNames.closureKind(type, isEscaping: true).map { $0 == .action ? .stored : $0 }
    }

    static func parameters(_ clause: RawFunctionParameterClauseSyntax) -> [ParameterFacts] {
        clause.parameters.items.map { parameter in
            ParameterFacts(
                label: parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text,
                type: SyntaxNames.typeName(parameter.type),
                closure: SyntaxNames.closureKind(parameter.type),
                hasDefault: parameter.defaultValue != nil)
        }
    }

    /// What `willSet` and `didSet` are handed.
    private static let observerParameters = [
        ParameterFacts(label: "_", name: "newValue", type: nil), ParameterFacts(label: "_", name: "oldValue", type: nil),
    ]

    /// The accessors of a computed property (nil for stored ones, including `willSet`/`didSet`).
    static func computedAccessors(_ block: RawAccessorBlockSyntax?) -> RawAccessorBlockSyntax? {
        guard let block else { return nil }
        switch RawAccessorBlockSyntax.Accessors(block.accessors) {
        case .getter, nil:
            return block
        case .accessors(let list):
            let isObserver = { (accessor: RawAccessorDeclSyntax) in
                accessor.accessorSpecifier.tokenText == "willSet" || accessor.accessorSpecifier.tokenText == "didSet"
            }
            return list.items.allSatisfy(isObserver) ? nil : block
        }
    }

    static func setter(_ block: RawAccessorBlockSyntax?) -> RawCodeBlockSyntax? {
        guard let accessors = block?.accessors, case .accessors(let list) = RawAccessorBlockSyntax.Accessors(accessors) else { return nil }
        return list.items.first { $0.accessorSpecifier.isKeyword("set") }?.body
    }

    /// The first custom attribute, when it names a property wrapper.
    static func wrapperAttribute(_ attributes: RawAttributeListSyntax) -> WrapperAttribute? {
        for element in attributes.items {
            guard let attribute = element.as(RawAttributeSyntax.self) else { continue }
            let name = SyntaxNames.attributeName(attribute)
            guard SyntaxNames.isTypeName(name), !Knowledge.nonWrapperAttributes.contains(name) else { continue }
            var wrapper = WrapperAttribute(name: name)
            if let arguments = attribute.arguments, case .argumentList(let arguments) = RawAttributeSyntax.Arguments(arguments), let first = arguments.items.first?.expression {
                wrapper.keyPath = SyntaxNames.keyPathName(first)
                if let member = first.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "self",
                   let base = member.base {
                    wrapper.typeArgument = SyntaxNames.typePath(base)
                }
            }
            return wrapper
        }
        return nil
    }

    /// `K` in a getter `self[K.self]`: the first such subscript, in source order.
    static func subscriptKey(in node: RawSyntax) -> String? {
        if let subscriptCall = node.as(RawSubscriptCallExprSyntax.self),
           subscriptCall.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true,
           let key = subscriptCall.arguments.items.first?.expression.as(RawMemberAccessExprSyntax.self),
           key.declName.baseName.tokenText == "self", let base = key.base {
            return SyntaxNames.typePath(base)
        }
        var found: String?
        node.forEachChildNode { child in
            if found == nil { found = subscriptKey(in: child) }
        }
        return found
    }
}
