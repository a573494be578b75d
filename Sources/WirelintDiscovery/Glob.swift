/// A path pattern from `included`/`excluded`: `*` (within one path component), `**` (any
/// number of components), `?`, `[abc]`, `[a-z]`, `[!abc]`, and `\` to escape.
///
/// Patterns are anchored: relative ones are matched against paths relative to the configuration
/// folder (SwiftLint's convention), absolute ones against absolute paths. Matching works on path
/// components so that `*` can never cross a `/`, and it is iterative with one backtracking point
/// per level, which keeps it linear-ish on hostile patterns — no regex is compiled per file.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    /// Whether the pattern starts with `/` and is matched against absolute paths.
    public let isAbsolute: Bool
    private let segments: [Segment]

    private enum Segment: Sendable, Hashable {
        /// `**`: zero or more path components.
        case anyDepth
        /// A component without wildcards, compared as a whole (the common case: `Generated`).
        case literal(String)
        case wildcard([Token])
    }

    private enum Token: Sendable, Hashable {
        case scalar(Unicode.Scalar)
        /// `*`: any run of characters within a component.
        case anyRun
        case anyOne
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        isAbsolute = pattern.hasPrefix("/")
        var segments: [Segment] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            let segment = Self.segment(component)
            if segment == .anyDepth, segments.last == .anyDepth { continue }
            segments.append(segment)
        }
        self.segments = segments
    }

    /// Whether the path with these components matches the whole pattern.
    public func matches(_ components: [String]) -> Bool {
        match(components, allowingPartialPath: false)
    }

    /// Whether some path below the directory with these components (or the directory itself)
    /// could match — false lets traversal skip a folder that `included` can never reach.
    public func canMatchInside(_ directoryComponents: [String]) -> Bool {
        match(directoryComponents, allowingPartialPath: true)
    }

    /// Wildcard matching over components, `**` acting as the star. With `allowingPartialPath`
    /// the path only has to match a prefix of the pattern.
    private func match(_ components: [String], allowingPartialPath: Bool) -> Bool {
        var segment = 0
        var component = 0
        var backtrack: (segment: Int, component: Int)?
        while component < components.count {
            if segment < segments.count {
                switch segments[segment] {
                case .anyDepth:
                    backtrack = (segment, component)
                    segment += 1
                    continue
                case let .literal(name) where name == components[component]:
                    segment += 1
                    component += 1
                    continue
                case let .wildcard(tokens) where Self.match(tokens, Array(components[component].unicodeScalars)):
                    segment += 1
                    component += 1
                    continue
                default:
                    break
                }
            }
            guard let retry = backtrack else { return false }
            backtrack = (retry.segment, retry.component + 1)
            segment = retry.segment + 1
            component = retry.component + 1
        }
        if allowingPartialPath { return true }
        while segment < segments.count, segments[segment] == .anyDepth {
            segment += 1
        }
        return segment == segments.count
    }

    /// The same algorithm within one component, `*` acting as the star.
    private static func match(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
        var token = 0
        var position = 0
        var backtrack: (token: Int, position: Int)?
        while position < name.count {
            if token < tokens.count {
                switch tokens[token] {
                case .anyRun:
                    backtrack = (token, position)
                    token += 1
                    continue
                case .anyOne:
                    token += 1
                    position += 1
                    continue
                case let .scalar(scalar) where scalar == name[position]:
                    token += 1
                    position += 1
                    continue
                case let .set(ranges, negated) where ranges.contains { $0.contains(name[position]) } != negated:
                    token += 1
                    position += 1
                    continue
                default:
                    break
                }
            }
            guard let retry = backtrack else { return false }
            backtrack = (retry.token, retry.position + 1)
            token = retry.token + 1
            position = retry.position + 1
        }
        while token < tokens.count, tokens[token] == .anyRun {
            token += 1
        }
        return token == tokens.count
    }

    // MARK: - Parsing

    private static func segment(_ component: Substring) -> Segment {
        if component == "**" { return .anyDepth }
        if !component.contains(where: { "*?[\\".contains($0) }) { return .literal(String(component)) }
        let scalars = Array(component.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                index += 1
            case "?":
                tokens.append(.anyOne)
                index += 1
            case "\\" where index + 1 < scalars.count:
                tokens.append(.scalar(scalars[index + 1]))
                index += 2
            case "[":
                if let (set, next) = characterSet(scalars, openingAt: index) {
                    tokens.append(set)
                    index = next
                } else {
                    // An unterminated `[` is an ordinary character, as in shells.
                    tokens.append(.scalar(scalar))
                    index += 1
                }
            default:
                tokens.append(.scalar(scalar))
                index += 1
            }
        }
        return .wildcard(tokens)
    }

    /// Parses `[...]` starting at `start`; returns the token and the index after `]`.
    private static func characterSet(_ scalars: [Unicode.Scalar], openingAt start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var isFirst = true
        while index < scalars.count {
            var lower = scalars[index]
            if lower == "]", !isFirst {
                return (.set(ranges: ranges, negated: negated), index + 1)
            }
            isFirst = false
            if lower == "\\", index + 1 < scalars.count {
                index += 1
                lower = scalars[index]
            }
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let upper = scalars[index + 2]
                if lower <= upper { ranges.append(lower...upper) }
                index += 3
            } else {
                ranges.append(lower...lower)
                index += 1
            }
        }
        return nil
    }
}
