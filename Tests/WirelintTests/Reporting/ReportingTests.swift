import Testing

/// Groups the reporter suites so `swift test --filter Reporting` selects them all.
@Suite("Reporting")
enum ReportingTests {}
