/// One self-contained page: the picture, the findings beside it and the wiring as a table. A
/// click on a finding highlights its path in both. Nothing is fetched: the style and the
/// script are inline, and a content security policy forbids every request.
///
/// The picture is the SVG Graphviz laid out from `DotRenderer`'s text (`GraphvizLayout`),
/// passed in: no layout code of a third party is embedded. Without one, the page says how to
/// get it and still lists and highlights everything in the table.
public struct HTMLRenderer: Sendable {
    public init() {}

    /// `picture`: Graphviz's SVG of `DotRenderer().render(graph)`, or nil when Graphviz is not installed.
    public func render(_ graph: WiringGraph, picture: String?) -> String {
        let ids = RenderedIDs(graph)
        let names = Dictionary(graph.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var page = HTMLPage.head(title: "wirelint graph")
        page += "<header><h1>wirelint graph</h1><p>\(graph.nodes.count) nodes, \(graph.edges.count) edges, "
            + "\(graph.findings.count) findings</p></header>\n<main>\n<section id=\"picture\">\n"
        if let picture {
            page += Self.svgElement(of: picture)
        } else {
            page += "<p class=\"note\">Graphviz is not installed, so there is no picture: install it (the <code>dot</code> command, "
                + "e.g. <code>apt-get install graphviz</code> or <code>brew install graphviz</code>) and run the command again. "
                + "The wiring is listed beside.</p>\n"
        }
        page += "</section>\n<aside>\n<h2>Findings</h2>\n"
        if graph.findings.isEmpty { page += "<p>None in this part of the graph.</p>\n" }
        page += "<ol id=\"findings\">\n"
        for finding in graph.findings {
            let place = "\(finding.location.file):\(finding.location.range.start.line)"
            page += "<li><button class=\"finding \(finding.severity.rawValue)\" data-finding=\"\(finding.id)\">"
                + "<b>\(HTMLPage.escaped(finding.ruleID))</b> \(HTMLPage.escaped(finding.message)) <span class=\"place\">\(HTMLPage.escaped(place))</span>"
                + "</button></li>\n"
        }
        page += "</ol>\n<h2>Wiring</h2>\n<table id=\"wiring\">\n"
        for node in graph.nodes {
            page += "<tr id=\"row-\(ids.node(node.id))\"><td colspan=\"3\"><span class=\"kind\">\(node.kind.words)</span> "
                + "\(HTMLPage.escaped(node.name))</td></tr>\n"
        }
        for edge in graph.edges {
            page += "<tr id=\"row-\(edge.id)\"><td>\(HTMLPage.escaped(names[edge.from] ?? edge.from))</td>"
                + "<td class=\"kind\">\(HTMLPage.escaped(edge.caption))</td><td>\(HTMLPage.escaped(names[edge.to] ?? edge.to))</td></tr>\n"
        }
        page += "</table>\n</aside>\n</main>\n"
        let paths = graph.findings.map { finding in
            "\"\(finding.id)\":[\(ids.elements(of: finding).map { "\"\($0)\"" }.joined(separator: ","))]"
        }
        page += "<script type=\"application/json\" id=\"finding-paths\">{\(paths.joined(separator: ","))}</script>\n"
        page += HTMLPage.tail
        return page
    }

    /// The `<svg>` element of Graphviz's output, without the XML declaration and doctype a
    /// page must not contain, sized in pixels rather than points: the page scrolls through a
    /// large picture at the size of its 11-point labels instead of shrinking it to the window,
    /// where a graph of a hundred nodes was unreadable.
    static func svgElement(of svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        let element = svg[start.lowerBound...]
        guard let tagEnd = element.firstIndex(of: ">") else { return String(element) }
        let tag = element[..<tagEnd].replacing(#/(width|height)="([0-9.]+)pt"/#) { "\($0.1)=\"\($0.2)px\"" }
        return String(tag + element[tagEnd...])
    }
}
