import WirelintRules

/// JUnit XML, for CI systems that show test reports but no lint annotations (GitLab's test
/// report, Jenkins, Azure Pipelines, CircleCI).
///
/// Each finding is one failed test case: `classname` is the rule id, `name` is
/// `path:line:column`, numbered (`#2`, …) when two findings of one rule share a position so
/// that every case is distinct — report viewers merge cases with equal names. Suppressed
/// findings are left out; a clean run is one passing test case, since several CI systems read
/// a report without test cases as a failed or missing one.
public struct JUnitReporter: Reporter {
    public init() {}

    @discardableResult
    public func write(_ report: Report, to xml: inout some TextOutputStream) -> [String] {
        let findings = report.unsuppressedFindings
        let counts = "tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\" errors=\"0\""
        xml.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.write("<testsuites name=\"wirelint\" \(counts)>\n")
        xml.write("  <testsuite name=\"wirelint\" \(counts) skipped=\"0\">\n")
        var seen: [String: Int] = [:]
        for finding in findings {
            let start = finding.location.range.start
            let position = "\(finding.location.file):\(start.line):\(start.column)"
            seen["\(finding.ruleID)\u{0}\(position)", default: 0] += 1
            let occurrence = seen["\(finding.ruleID)\u{0}\(position)"]!
            let name = occurrence == 1 ? position : "\(position) #\(occurrence)"
            xml.write("    <testcase classname=\"\(XMLEscaping.attribute(finding.ruleID))\" name=\"\(XMLEscaping.attribute(name))\""
                + " file=\"\(XMLEscaping.attribute(finding.location.file))\" line=\"\(start.line)\">\n")
            xml.write("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.attribute(finding.message))\">"
                + XMLEscaping.text("\(position): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
                + "</failure>\n")
            xml.write("    </testcase>\n")
        }
        if findings.isEmpty {
            xml.write("    <testcase classname=\"wirelint\" name=\"no findings\"/>\n")
        }
        xml.write("  </testsuite>\n</testsuites>\n")
        return []
    }
}
