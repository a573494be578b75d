import WirelintFacts

/// How one node uses another. An edge stands for every place the same use is written (a view
/// drawing `Row` in three branches is one edge with three locations).
public struct WiringEdge: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A view, scene or preview constructs a view in what it shows.
        case draws
        /// A root or view puts an environment value into the tree below it.
        case injects
        /// A view reads an environment value.
        case reads
        /// Code constructs a view model or dependency (`label` names the arguments it takes).
        case constructs
        /// A view hands a value it was given on to a view it draws (`label` names the property).
        case relays
    }

    /// `from -> to` with the kind, made unique by `WiringGraphBuilder`.
    public var id: String
    public var kind: Kind
    public var from: String
    public var to: String
    /// For `draws` and `constructs`: drawn at once, in presented content (sheets, navigation
    /// destinations) or only by an action.
    public var placement: Construction.Placement?
    /// `into CartView` for an injection, `history` for a relay, `api:` for a construction.
    public var label: String?
    public var locations: [SourceLocation]
    public var findings: [String]

    public init(
        id: String, kind: Kind, from: String, to: String, placement: Construction.Placement? = nil, label: String? = nil,
        locations: [SourceLocation], findings: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.from = from
        self.to = to
        self.placement = placement
        self.label = label
        self.locations = locations
        self.findings = findings
    }

    /// The words a picture writes on it: `draws`, `presents`, `on action`, `injects into X`.
    public var caption: String {
        var words: String
        switch (kind, placement) {
        case (.draws, .presentation?): words = "presents"
        case (.draws, .interaction?): words = "draws on action"
        case (.constructs, .interaction?): words = "constructs on action"
        default: words = kind == .constructs ? "constructs with" : kind.rawValue
        }
        if let label { words += " \(label)" }
        return words
    }

    /// Whether it leads down the view tree (what `--depth` and `--root` follow), rather than
    /// to an environment value.
    public var isStructural: Bool { kind == .draws || kind == .constructs || kind == .relays }

    func keepingFindings(_ ids: Set<String>) -> WiringEdge {
        var edge = self
        edge.findings = findings.filter(ids.contains)
        return edge
    }
}
