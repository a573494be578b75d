import WirelintFacts

/// Where something starts in the code — file, line and column — as findings and the picture
/// both name it: what places a finding on the nodes and edges at its locations, and how the
/// JSON format writes a location.
struct CodePlace: Hashable, Encodable {
    let file: String
    let line: Int
    let column: Int

    init(_ location: SourceLocation) {
        file = location.file
        line = location.range.start.line
        column = location.range.start.column
    }
}
