import SwiftSyntax
import WirelintFacts

/// Reads the targets of a SwiftPM manifest from its syntax, without running it: every
/// `.target(…)`, `.executableTarget(…)` and `.testTarget(…)` call with a literal `name:`, and
/// the literal `path:`, `sources:`, `exclude:` and `dependencies:` it is given.
enum ManifestReader {
    /// The package description module: a file importing it is a manifest.
    static let packageDescription = "PackageDescription"

    static func manifest(in tree: SourceFileSyntax) -> PackageManifestFacts {
        let visitor = TargetCalls(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return PackageManifestFacts(targets: visitor.targets)
    }

    private final class TargetCalls: SyntaxVisitor {
        private(set) var targets: [PackageTargetFacts] = []

        private static let kinds: [String: PackageTargetFacts.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test,
        ]

        override func visitPost(_ call: FunctionCallExprSyntax) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  let kind = Self.kinds[member.declName.baseName.text],
                  let name = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({ Self.string($0.expression) }),
                  !Self.isDependency(call)
            else { return }
            func argument(_ label: String) -> ExprSyntax? {
                call.arguments.first { $0.label?.text == label }?.expression
            }
            targets.append(PackageTargetFacts(
                name: name, kind: kind, path: argument("path").flatMap(Self.string),
                sources: argument("sources").map(Self.strings), exclude: argument("exclude").map(Self.strings) ?? [],
                dependencies: argument("dependencies").map(Self.dependencyNames) ?? []))
        }

        /// `.target(name: "Core")` in another target's `dependencies:` names a target, it declares none.
        private static func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
            let argument = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.parent?.as(LabeledExprSyntax.self)
            return argument?.label?.text == "dependencies"
        }

        /// A string literal without interpolation.
        private static func string(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }

        private static func strings(_ expression: ExprSyntax) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
        }

        /// `"Core"`, `.target(name: "Core")`, `.product(name: "Core", package: …)`, `.byName(name: "Core")`.
        private static func dependencyNames(_ expression: ExprSyntax) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
                if let name = string(element.expression) { return name }
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression
                else { return nil }
                return string(name)
            } ?? []
        }
    }
}
