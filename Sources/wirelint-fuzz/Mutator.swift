/// SplitMix64: tiny, fast, and the same sequence on every platform, so a seed and an input
/// index name one input for good.
struct Random {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// Log-uniform in `1...limit`: small counts often, huge ones sometimes.
    mutating func count(upTo limit: Int) -> Int {
        var bits = 0
        while (1 << (bits + 1)) <= limit { bits += 1 }
        let high = 1 << below(bits + 1)
        return min(limit, high + below(high))
    }
}

/// Damages realistic sources the way editors, merges, generators and attackers do.
struct Mutator {
    let seeds: [[UInt8]]
    /// Inputs are cut back to this size so that one input never eats the time budget.
    let maximumSize: Int

    /// Input `index` of the run seeded with `seed`, independent of every other input.
    func input(seed: UInt64, index: Int) -> (bytes: [UInt8], mutations: [String]) {
        var random = Random(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        var bytes = random.pick(seeds)
        var applied: [String] = []
        for _ in 0...random.below(4) {
            applied.append(mutate(&bytes, &random))
            if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
        }
        return (bytes, applied)
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout Random) -> String {
        switch random.below(9) {
        case 0:
            for _ in 0...random.below(8) where !bytes.isEmpty {
                bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
            }
            return "flip bits"
        case 1:
            bytes.removeLast(bytes.isEmpty ? 0 : random.below(bytes.count))
            return "truncate"
        case 2:
            var tokens = Self.tokens(bytes)
            guard !tokens.isEmpty else { return "delete tokens (none)" }
            let start = random.below(tokens.count)
            tokens.removeSubrange(start..<min(tokens.count, start + 1 + random.below(5)))
            bytes = Array(tokens.joined())
            return "delete tokens"
        case 3:
            var tokens = Self.tokens(bytes)
            guard !tokens.isEmpty else { return "duplicate tokens (none)" }
            let start = random.below(tokens.count)
            let span = tokens[start..<min(tokens.count, start + 1 + random.below(20))]
            let copies = random.count(upTo: 64)
            tokens.insert(contentsOf: Array(repeating: Array(span), count: copies).joined(), at: start)
            bytes = Array(tokens.joined())
            return "duplicate \(span.count) tokens ×\(copies)"
        case 4, 5:
            return nest(&bytes, &random)
        case 6:
            for _ in 0...random.below(6) {
                let scalar = Self.unusualText(&random)
                bytes.insert(contentsOf: scalar, at: random.below(bytes.count + 1))
            }
            return "insert unusual text"
        case 7:
            let other = random.pick(seeds)
            guard !other.isEmpty else { return "splice (empty)" }
            let start = random.below(other.count)
            let chunk = other[start..<min(other.count, start + 1 + random.below(2000))]
            bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
            return "splice"
        default:
            var tokens = Self.tokens(bytes)
            guard tokens.count > 1 else { return "swap tokens (none)" }
            for _ in 0...random.below(10) {
                tokens.swapAt(random.below(tokens.count), random.below(tokens.count))
            }
            bytes = Array(tokens.joined())
            return "swap tokens"
        }
    }

    /// Openers and their closers that drive the parser's and the walkers' recursion.
    private static let nestings: [(open: String, close: String)] = [
        ("(", ")"), ("[", "]"), ("{", "}"), ("{ _ in ", "}"), ("<", ">"), ("A<", ">"), ("(a: [", "])"),
        ("#if X\n", "\n#endif\n"), ("#if X\n.a\n", "\n#endif\n"), ("\"\\(", ")\""), ("#\"\\#(", ")\"#"),
        ("try ", ""), ("await ", ""), ("!", ""), ("-", ""), ("- ", ""), ("() -> ", ""), ("if x {} else ", ""),
        ("VStack { ", " }"), ("Text(\"\").padding()", ""), (".padding()", ""), ("some ", ""), ("@A ", ""),
        ("a.", ""), ("?", ""), ("/*", "*/"), ("struct S { ", " }"), ("func f() { ", " }"),
        ("switch x { case .a: ", " }"), ("x ? y : ", ""), ("\\.", ""), ("[a: ", "]"), ("\"\"\"\n\\(", ")\n\"\"\""),
    ]

    private func nest(_ bytes: inout [UInt8], _ random: inout Random) -> String {
        let (open, close) = random.pick(Self.nestings)
        let depth = random.count(upTo: 2000)
        let balanced = random.chance(60)
        let position = Self.boundary(in: bytes, &random)
        var inserted = Array(repeating: Array(open.utf8), count: depth).joined().map { $0 }
        if balanced { inserted += Array(repeating: Array(close.utf8), count: depth).joined() }
        bytes.insert(contentsOf: inserted, at: position)
        return "nest \(open.debugDescription) ×\(depth)\(balanced ? " balanced" : "")"
    }

    /// A position between two tokens.
    private static func boundary(in bytes: [UInt8], _ random: inout Random) -> Int {
        let tokens = tokens(bytes)
        let count = random.below(tokens.count + 1)
        return tokens.prefix(count).reduce(0) { $0 + $1.count }
    }

    /// Text the lexer and the position table must cope with: controls, byte-order marks,
    /// invisible and bidirectional characters, lone carriage returns, Unicode line separators,
    /// combining marks, emoji sequences, astral scalars, and bytes that are not UTF-8 at all.
    private static func unusualText(_ random: inout Random) -> [UInt8] {
        switch random.below(4) {
        case 0:
            let fixed = ["\0", "\u{FEFF}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2028}", "\u{2029}", "\u{0301}",
                         "👩‍👩‍👧", "\u{FFFD}", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\t", "é", "\\", "`", "#", "\""]
            return Array(random.pick(fixed).utf8)
        case 1:
            let scalar = Unicode.Scalar(UInt32(random.below(0xD800))) ?? "?"
            return Array(String(Character(scalar)).utf8)
        case 2:
            let scalar = Unicode.Scalar(UInt32(0x10000 + random.below(0x100000))) ?? "?"
            return Array(String(Character(scalar)).utf8)
        default:
            return random.pick([[0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xFF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]])
        }
    }

    /// Identifier runs, whitespace runs and single other bytes: crude, but deleting or repeating
    /// them produces the edits of a half-typed file.
    static func tokens(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        func kind(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...: 0
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): 1
            default: 2
            }
        }
        var tokens: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let startKind = kind(bytes[start])
            var end = start + 1
            if startKind != 2 {
                while end < bytes.count, kind(bytes[end]) == startKind { end += 1 }
            }
            tokens.append(bytes[start..<end])
            start = end
        }
        return tokens
    }
}
