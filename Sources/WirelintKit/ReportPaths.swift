import Foundation
import WirelintFacts
import WirelintRules

/// `--absolute-paths`: findings name their files by absolute path.
///
/// Reports normally show paths relative to the working directory, which is what people and CI
/// annotations want. A build system runs wirelint from a directory of its own choosing, though,
/// and Xcode and SwiftPM only attach a diagnostic to a source line when its path resolves; the
/// build-tool plugin asks for absolute paths so they always do.
enum ReportPaths {
    static func absolute(_ findings: [Finding], root: String) -> [Finding] {
        findings.map { finding in
            var finding = finding
            finding.location = absolute(finding.location, root: root)
            finding.related = finding.related.map { AnnotatedLocation(location: absolute($0.location, root: root), message: $0.message) }
            finding.path = finding.path.map { AnnotatedLocation(location: absolute($0.location, root: root), message: $0.message) }
            return finding
        }
    }

    private static func absolute(_ location: SourceLocation, root: String) -> SourceLocation {
        guard !location.file.hasPrefix("/") else { return location }
        var location = location
        location.file = URL(fileURLWithPath: root).appendingPathComponent(location.file).standardizedFileURL.path
        return location
    }
}
