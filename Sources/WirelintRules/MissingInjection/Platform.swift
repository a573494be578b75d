import WirelintFacts

/// An Apple platform a target builds for, as `#if os(…)` names it.
///
/// One project often holds an iOS app and its Mac, watch or TV app, sharing views whose code
/// differs by `#if os(…)`. A view tree walked from one app's root takes only the code compiled
/// for that app's platform; where the platform is not known, all code counts.
package enum Platform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The one platform code under all of `conditions` is compiled for, when they settle it:
    /// a `Settings` scene under `#if os(macOS)`, an app type under `#if os(watchOS)`.
    package init?(onlyCompiling conditions: [String]) {
        guard !conditions.isEmpty else { return nil }
        let platforms = Self.allCases.filter { platform in conditions.allSatisfy(platform.mayCompile) }
        guard platforms.count == 1 else { return nil }
        self = platforms[0]
    }

    /// The platform an Xcode target builds for, as its build settings name it.
    package init(_ platform: XcodeTargetFacts.Platform) {
        switch platform {
        case .iOS: self = .iOS
        case .macOS: self = .macOS
        case .watchOS: self = .watchOS
        case .tvOS: self = .tvOS
        case .visionOS: self = .visionOS
        }
    }

    /// The platform a file's target builds for, as its folders or its own name say it
    /// (`watchOS/ContentView.swift`, `PrismaMac/App.swift`, `App_iOS.swift`): the folder or name
    /// nearest to the file that ends in a platform's name decides. Nil when none does.
    package init?(inferredFromPath path: String) {
        // Read backwards over the path's bytes, one component at a time, without splitting it
        // into strings: asked for every root of both missing-injection rules.
        let bytes = Array(path.utf8)
        var end = bytes.count
        while end > 0 {
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var name = bytes[start..<end]
            if name.count > 6, name.suffix(6).elementsEqual(".swift".utf8) { name = name.dropLast(6) }
            for suffix in Self.targetSuffixes where name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) {
                name = name.dropLast(suffix.count)
            }
            if let platform = Self.named(atEndOf: name) {
                self = platform
                return
            }
            end = start - 1
        }
        return nil
    }

    /// Words that follow the platform in a target's folder name (`Notes Watch Extension`).
    private static let targetSuffixes = [" Extension", "Extension", " App", "App"].map { Array($0.utf8) }

    /// Names that end a folder or file name, with the platform each means.
    private static let trailingNames: [(name: [UInt8], platform: Platform)] = [
        ("iOS", Platform.iOS), ("macOS", .macOS), ("OSX", .macOS), ("Mac", .macOS), ("watchOS", .watchOS),
        ("WatchKit", .watchOS), ("Watch", .watchOS), ("tvOS", .tvOS), ("visionOS", .visionOS),
    ].map { (Array($0.0.utf8), $0.1) }

    /// The platform `name` ends with as a word of its own: the whole name (in any case), or
    /// its end as written after a separator, a digit or a lower-case letter.
    private static func named(atEndOf name: ArraySlice<UInt8>) -> Platform? {
        for (platformName, platform) in trailingNames where name.count >= platformName.count {
            if name.count == platformName.count {
                if name.elementsEqual(platformName, by: { $0 | 0x20 == $1 | 0x20 }) { return platform }
                continue
            }
            guard name.suffix(platformName.count).elementsEqual(platformName) else { continue }
            let before = name[name.endIndex - platformName.count - 1]
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(before)
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before)
            // A separator, a digit or a lower-case letter before it; a non-ASCII byte is part of
            // a word.
            if !isUpper && before < 0x80 || isLower { return platform }
        }
        return nil
    }

    /// Whether code under `#if condition` may be compiled for this platform: false only when
    /// the `os(…)` tests in the condition settle it false, whatever the other tests (`DEBUG`,
    /// `canImport(…)`) are.
    package func mayCompile(_ condition: String) -> Bool {
        var parser = ConditionParser(text: Array(condition.utf8), platform: self)
        return parser.disjunction() != false
    }
}

/// Evaluates an `#if` condition for one platform in three values: true, false, or nil when
/// tests other than `os(…)` decide it.
private struct ConditionParser {
    let text: [UInt8]
    let platform: Platform
    var position = 0

    init(text: [UInt8], platform: Platform) {
        self.text = text
        self.platform = platform
    }

    mutating func disjunction() -> Bool? {
        var value = conjunction()
        while consume("||") {
            let next = conjunction()
            value = value == true || next == true ? true : (value == false && next == false ? false : nil)
        }
        return value
    }

    private mutating func conjunction() -> Bool? {
        var value = factor()
        while consume("&&") {
            let next = factor()
            value = value == false || next == false ? false : (value == true && next == true ? true : nil)
        }
        return value
    }

    private mutating func factor() -> Bool? {
        skipSpaces()
        if consume("!") { return factor().map { !$0 } }
        if consume("(") {
            let value = disjunction()
            _ = consume(")")
            return value
        }
        let name = identifier()
        skipSpaces()
        guard consume("(") else { return nil }
        let start = position
        var depth = 1
        while position < text.count {
            if text[position] == UInt8(ascii: "(") { depth += 1 }
            if text[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            position += 1
        }
        let argument = String(decoding: text[start..<min(position, text.count)].filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
        position += 1
        guard name == "os", let named = Self.platform(named: argument) else { return nil }
        return named == platform
    }

    private static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS": .iOS
        case "macOS", "OSX": .macOS
        case "watchOS": .watchOS
        case "tvOS": .tvOS
        case "visionOS", "xrOS": .visionOS
        default: nil
        }
    }

    private mutating func identifier() -> String {
        let start = position
        while position < text.count, text[position] == UInt8(ascii: "_") || (text[position] < 0x80 && Character(Unicode.Scalar(text[position])).isLetter)
            || (text[position] >= UInt8(ascii: "0") && text[position] <= UInt8(ascii: "9")) {
            position += 1
        }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == UInt8(ascii: " ") || text[position] == UInt8(ascii: "\n") || text[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let bytes = Array(token.utf8)
        guard position + bytes.count <= text.count, Array(text[position..<position + bytes.count]) == bytes else { return false }
        position += bytes.count
        return true
    }
}
