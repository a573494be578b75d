@_spi(RawSyntax) import SwiftSyntax
import WirelintFacts
import WirelintKnowledge

/// Small readings of syntax shared by the extraction walkers.
enum SyntaxNames {
    /// `Self`, `Foo`, `_Foo`: names that refer to types by Swift convention.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first(where: { $0 != "_" }) else { return false }
        return name == "Self" || CharacterClass.isUppercase(first)
    }

    /// The attribute's name without `@` and module qualifier (`SwiftUI.Environment` → `Environment`).
    static func attributeName(_ attribute: RawAttributeSyntax) -> String {
        typeName(attribute.attributeName)?.name ?? attribute.attributeName.trimmedText
    }

    static func attributeNames(_ attributes: RawAttributeListSyntax) -> [String] {
        attributes.items.compactMap { $0.as(RawAttributeSyntax.self).map(attributeName) }
    }

    /// Reduces a written type to its base name and optionality; module qualifiers of well-known
    /// frameworks are dropped, nested project types keep their path (`Outer.Inner`).
    static func typeName(_ type: RawTypeSyntax) -> TypeReference? {
        if let identifier = type.as(RawIdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if name == "Optional", let argument = identifier.genericArgumentClause?.arguments.items.first,
               case .type(let argumentType) = RawGenericArgumentSyntax.Argument(argument.argument), let wrapped = typeName(argumentType) {
                return TypeReference(name: wrapped.name, isOptional: true)
            }
            return TypeReference(name: name)
        }
        if let member = type.as(RawMemberTypeSyntax.self) {
            let base = typeName(member.baseType)?.name ?? member.baseType.trimmedText
            let name = member.name.text
            if Knowledge.frameworkModuleNames.contains(base) {
                return TypeReference(name: name)
            }
            return TypeReference(name: "\(base).\(name)")
        }
        if let optional = type.as(RawOptionalTypeSyntax.self) {
            return typeName(optional.wrappedType).map { TypeReference(name: $0.name, isOptional: true) }
        }
        if let unwrapped = type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return typeName(unwrapped.wrappedType).map { TypeReference(name: $0.name, isOptional: true) }
        }
        if let someOrAny = type.as(RawSomeOrAnyTypeSyntax.self) {
            return typeName(someOrAny.constraint)
        }
        if let attributed = type.as(RawAttributedTypeSyntax.self) {
            return typeName(attributed.baseType)
        }
        // `(any Client)?`: parentheses around one type are that type.
        if let tuple = type.as(RawTupleTypeSyntax.self), tuple.elements.items.count == 1, let element = tuple.elements.items.first,
           element.firstName == nil {
            return typeName(element.type)
        }
        return nil
    }

    /// What its type says a closure may be (see `ClosureKind`), through attributes, optionals
    /// and parentheses: `.action` for an escaping one that returns nothing, which only its uses
    /// can confirm; `.content` for any other function type; nil for any other type. A closure
    /// escapes when marked `@escaping`, when optional, or (`isEscaping`) when it is stored. A
    /// typealias of a function type (`Action`) is not seen through.
    static func closureKind(_ type: RawTypeSyntax, isEscaping: Bool = false) -> ClosureKind? {
        if let function = type.as(RawFunctionTypeSyntax.self) {
            return isEscaping && isVoid(function.returnClause.type) ? .action : .content
        }
        if let attributed = type.as(RawAttributedTypeSyntax.self) {
            return closureKind(attributed.baseType, isEscaping: isEscaping || attributeNames(attributed.attributes).contains("escaping"))
        }
        if let optional = type.as(RawOptionalTypeSyntax.self) { return closureKind(optional.wrappedType, isEscaping: true) }
        if let unwrapped = type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return closureKind(unwrapped.wrappedType, isEscaping: true)
        }
        if let tuple = type.as(RawTupleTypeSyntax.self), tuple.elements.elements.count == 1 {
            return closureKind(tuple.elements.elements[0].type, isEscaping: isEscaping)
        }
        return nil
    }

    /// `Void`, `Swift.Void` or `()`.
    private static func isVoid(_ type: RawTypeSyntax) -> Bool {
        if let tuple = type.as(RawTupleTypeSyntax.self) { return tuple.elements.elements.isEmpty }
        return typeName(type)?.name == "Void"
    }

    /// The type an expression visibly creates: `T(…)`, `T { … }`, `T.shared`, `T.init(…)`,
    /// `Outer.Inner(…)`, or `.init(…)` / `.shared` resolved against `contextType`.
    static func createdType(by expression: RawExprSyntax, contextType: String? = nil) -> String? {
        if let call = expression.as(RawFunctionCallExprSyntax.self) {
            return calleeTypeName(call.calledExpression, contextType: contextType)
        }
        if let member = expression.as(RawMemberAccessExprSyntax.self) {
            guard let base = member.base else { return contextType }
            return typePath(base)
        }
        if let forced = expression.as(RawForceUnwrapExprSyntax.self) {
            return createdType(by: forced.expression, contextType: contextType)
        }
        if let tryExpression = expression.as(RawTryExprSyntax.self) {
            return createdType(by: tryExpression.expression, contextType: contextType)
        }
        if let awaitExpression = expression.as(RawAwaitExprSyntax.self) {
            return createdType(by: awaitExpression.expression, contextType: contextType)
        }
        return nil
    }

    /// The type named by a call's callee: `T`, `Outer.Inner`, `T.init`, or `.init` in context.
    static func calleeTypeName(_ callee: RawExprSyntax, contextType: String? = nil) -> String? {
        if let path = typePath(callee) { return path }
        if let specialized = callee.as(RawGenericSpecializationExprSyntax.self) {
            return typePath(specialized.expression)
        }
        if let member = callee.as(RawMemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return contextType }
            return typePath(base)
        }
        return nil
    }

    /// `Foo`, `Outer.Inner`: an expression that is a chain of type names.
    static func typePath(_ expression: RawExprSyntax) -> String? {
        if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return isTypeName(name) && name != "Self" ? name : nil
        }
        if let member = expression.as(RawMemberAccessExprSyntax.self), let base = member.base,
           let basePath = typePath(base), isTypeName(member.declName.baseName.text) {
            if Knowledge.frameworkModuleNames.contains(basePath) {
                return member.declName.baseName.text
            }
            return "\(basePath).\(member.declName.baseName.text)"
        }
        if let specialized = expression.as(RawGenericSpecializationExprSyntax.self) {
            return typePath(specialized.expression)
        }
        return nil
    }

    /// `pricing` for `\.pricing` or `\EnvironmentValues.pricing`; nil for anything else.
    static func keyPathName(_ expression: RawExprSyntax) -> String? {
        guard let keyPath = expression.as(RawKeyPathExprSyntax.self),
              let component = keyPath.components.items.last?.component,
              case .property(let property) = RawKeyPathComponentSyntax.Component(component) else { return nil }
        return property.declName.baseName.text
    }

    static func isStatic(_ modifiers: RawDeclModifierListSyntax) -> Bool {
        modifiers.items.contains { $0.name.isKeyword("static") || $0.name.isKeyword("class") }
    }

    static func has(_ keyword: SyntaxText, in modifiers: RawDeclModifierListSyntax) -> Bool {
        modifiers.items.contains { $0.name.isKeyword(keyword) }
    }

    /// `async`, or `throws` — not `rethrows`, which only passes a closure's errors on.
    static func isAsyncOrThrowing(_ signature: RawFunctionSignatureSyntax) -> Bool {
        guard let effects = signature.effectSpecifiers else { return false }
        return effects.asyncSpecifier != nil || effects.throwsClause?.throwsSpecifier.isKeyword("throws") == true
    }
}

/// Character tests on Unicode scalars without Foundation.
enum CharacterClass {
    /// ASCII answered directly: the Unicode property lookup is costly, and identifiers are
    /// nearly all ASCII.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }
}
