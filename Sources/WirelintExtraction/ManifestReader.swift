import SwiftSyntax
import WirelintFacts

/// Reads the targets of a manifest from its syntax, without running it: every target call with
/// a literal `name:`, and the literal arguments that say which files it compiles and what it
/// depends on.
///
/// Two dialects are read. A SwiftPM manifest (`Package.swift`) declares `.target(…)`,
/// `.executableTarget(…)` and `.testTarget(…)` with `path:`, `sources:`, `exclude:` and
/// `dependencies:`. A Tuist project (`Project.swift`) declares `Target(…)`, `.target(…)` or
/// `Target.target(…)` whose `sources:` globs, relative to the project's folder, say where its
/// files are, and whose `.target(name:)` and `.project(target:path:)` dependencies name other
/// targets; a target built by the project's own helper functions is not seen.
enum ManifestReader {
    enum Dialect {
        case swiftPM, tuist
    }

    /// The modules whose import makes a file a manifest, and of which dialect.
    static let dialects: [String: Dialect] = ["PackageDescription": .swiftPM, "ProjectDescription": .tuist]

    static func manifest(in tree: SourceFileSyntax, dialect: Dialect) -> PackageManifestFacts {
        let visitor = TargetCalls(dialect: dialect)
        visitor.walk(tree)
        return PackageManifestFacts(targets: visitor.targets)
    }

    private final class TargetCalls: SyntaxVisitor {
        private let dialect: Dialect
        private(set) var targets: [PackageTargetFacts] = []

        init(dialect: Dialect) {
            self.dialect = dialect
            super.init(viewMode: .sourceAccurate)
        }

        private static let swiftPMKinds: [String: PackageTargetFacts.Kind] = [
            "target": .regular, "executableTarget": .executable, "testTarget": .test,
        ]

        override func visitPost(_ call: FunctionCallExprSyntax) {
            guard let name = argument("name", of: call).flatMap(string), !isDependency(call) else { return }
            let target = switch dialect {
            case .swiftPM: swiftPMTarget(call, name: name)
            case .tuist: tuistTarget(call, name: name)
            }
            if let target { targets.append(target) }
        }

        private func swiftPMTarget(_ call: FunctionCallExprSyntax, name: String) -> PackageTargetFacts? {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  let kind = Self.swiftPMKinds[member.declName.baseName.text]
            else { return nil }
            return PackageTargetFacts(
                name: name, kind: kind, path: argument("path", of: call).flatMap(string),
                sources: argument("sources", of: call).map(strings), exclude: argument("exclude", of: call).map(strings) ?? [],
                dependencies: argument("dependencies", of: call).map { dependencyNames($0, nameOfCall: swiftPMDependencyName) } ?? [])
        }

        /// The target's folder is where its globs' matches lie, relative to the project's; a
        /// target whose sources are not literal compiles no file placed here.
        private func tuistTarget(_ call: FunctionCallExprSyntax, name: String) -> PackageTargetFacts? {
            guard isTuistTargetCall(call.calledExpression),
                  let sources = argument("sources", of: call), case let globs = string(sources).map { [$0] } ?? strings(sources),
                  !globs.isEmpty
            else { return nil }
            let folders = globs.map(folder(ofGlob:))
            let common = folders.dropFirst().reduce(folders[0].split(separator: "/")) { common, folder in
                Array(zip(common, folder.split(separator: "/")).prefix { $0 == $1 }.map(\.0))
            }
            let path = common.joined(separator: "/")
            let rest = folders.map { $0.split(separator: "/").dropFirst(common.count).joined(separator: "/") }
            return PackageTargetFacts(
                name: name, path: path, sources: Set(folders).count > 1 ? rest : nil,
                dependencies: argument("dependencies", of: call).map { dependencyNames($0, nameOfCall: tuistDependencyName) } ?? [])
        }

        /// `.target(name: "Core")`, `.product(name: "Core", package: …)`, `.byName(name: "Core")`.
        private func swiftPMDependencyName(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
            argument("name", of: call)
        }

        /// `.target(name: "Core")` and `.project(target: "Core", path: …)`: the targets of this
        /// project and of others; not `.external(name:)` or `.sdk(name:)`, which name none.
        private func tuistDependencyName(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
            switch call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "target": argument("name", of: call)
            case "project": argument("target", of: call)
            default: nil
            }
        }

        /// `Target(…)`, `.target(…)` or `Target.target(…)`.
        private func isTuistTargetCall(_ called: ExprSyntax) -> Bool {
            if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Target" }
            guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "target" else { return false }
            return member.base.map { $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" } ?? true
        }

        /// The folder a glob's matches lie in: its path up to the last `/` before the first
        /// wildcard (`Sources` of `Sources/**/*.swift`); the glob itself when it has none.
        private func folder(ofGlob glob: String) -> String {
            guard let wildcard = glob.firstIndex(where: { "*?[{".contains($0) }) else { return glob }
            let prefix = glob[..<wildcard]
            return String(prefix[..<(prefix.lastIndex(of: "/") ?? prefix.startIndex)])
        }

        /// `.target(name: "Core")` in another target's `dependencies:` names a target, it declares none.
        private func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
            let argument = call.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.parent?.as(LabeledExprSyntax.self)
            return argument?.label?.text == "dependencies"
        }

        private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        /// A string literal without interpolation.
        private func string(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }

        private func strings(_ expression: ExprSyntax) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
        }

        /// The names of literal and call dependencies, a call's name found by `nameOfCall`.
        private func dependencyNames(_ expression: ExprSyntax, nameOfCall: (FunctionCallExprSyntax) -> ExprSyntax?) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { element in
                if let name = string(element.expression) { return name }
                return element.expression.as(FunctionCallExprSyntax.self).flatMap(nameOfCall).flatMap(string)
            } ?? []
        }
    }
}
