/// "Did you mean …?" for misspelled keys and rule ids.
///
/// Configuration typos (`disable_rules`, `enviroment_in_init`) are the most common
/// configuration error; naming the intended key makes the fix obvious.
public enum SpellingSuggestion {
    /// Longer input cannot be a typo of a short key, and skipping it keeps the edit-distance
    /// computation cheap on hostile input.
    private static let maximumInputLength = 64

    public static func closest(to input: String, among candidates: [String]) -> String? {
        let source = Array(input.unicodeScalars)
        guard !source.isEmpty, source.count <= maximumInputLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(source, Array(candidate.unicodeScalars))
            let allowed = max(1, candidate.unicodeScalars.count / 3)
            if distance <= allowed, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
