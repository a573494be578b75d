import WirelintRules

/// Checkstyle XML, the format Jenkins' Warnings plugin, reviewdog, Danger and many code-review
/// bots import. One `<file>` per path, in report order, each holding its `<error>`s; the rule
/// id goes into `source` as `wirelint.<rule_id>`. Suppressed findings are left out.
public struct CheckstyleReporter: Reporter {
    public init() {}

    @discardableResult
    public func write(_ report: Report, to xml: inout some TextOutputStream) -> [String] {
        xml.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentFile: String?
        for finding in report.unsuppressedFindings {
            if finding.location.file != currentFile {
                if currentFile != nil { xml.write("  </file>\n") }
                currentFile = finding.location.file
                xml.write("  <file name=\"\(XMLEscaping.attribute(finding.location.file))\">\n")
            }
            let start = finding.location.range.start
            xml.write("    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.attribute(finding.message))\" source=\"wirelint.\(XMLEscaping.attribute(finding.ruleID))\"/>\n")
        }
        if currentFile != nil { xml.write("  </file>\n") }
        xml.write("</checkstyle>\n")
        return []
    }
}
