/// `included`/`excluded` applied to paths.
///
/// A pattern that matches a directory covers everything under it, so `excluded: [Generated]`,
/// `Generated/**` and `**/Generated` all skip the folder. Traversal checks each directory on the
/// way down, so a file only needs checking against its own path.
struct PathFilter: Sendable {
    private let included: [Glob]
    private let excluded: [Glob]

    init(included: [String], excluded: [String]) {
        self.included = included.map(Glob.init)
        self.excluded = excluded.map(Glob.init)
    }

    /// Whether any pattern was given: without one, nothing is excluded and everything included.
    var hasPatterns: Bool { !included.isEmpty || !excluded.isEmpty }

    func isExcluded(_ path: FilterPath) -> Bool {
        excluded.contains { glob in path.components(for: glob).map(glob.matches) ?? false }
    }

    func isIncluded(_ path: FilterPath) -> Bool {
        included.isEmpty || included.contains { glob in path.components(for: glob).map(glob.matches) ?? false }
    }

    /// Whether the folder or something below it can be included; false means skip the folder.
    func mayInclude(inside directory: FilterPath) -> Bool {
        included.isEmpty || included.contains { glob in
            directory.components(for: glob).map(glob.canMatchInside) ?? false
        }
    }

    /// Whether the path or one of its ancestors is excluded — for paths named on the command
    /// line, whose ancestors traversal did not check.
    func isExcludedWithAncestors(_ path: FilterPath) -> Bool {
        path.selfAndAncestors.contains(where: isExcluded)
    }

    /// The `included` patterns, as written, that match none of `paths` nor a folder of one.
    func includedPatternsMatchingNone(of paths: [FilterPath]) -> [String] {
        included.filter { glob in
            !paths.contains { path in path.selfAndAncestors.contains { $0.components(for: glob).map(glob.matches) ?? false } }
        }.map(\.pattern)
    }

    func isIncludedWithAncestors(_ path: FilterPath) -> Bool {
        included.isEmpty || path.selfAndAncestors.contains(where: isIncluded)
    }
}

/// A path as patterns see it: relative to the configuration folder for relative patterns, and
/// absolute for absolute ones.
struct FilterPath: Sendable {
    /// `nil` when the path is outside the configuration folder: no relative pattern applies.
    var relative: [String]?
    var absolute: [String]

    func appending(_ name: String) -> FilterPath {
        FilterPath(relative: relative.map { $0 + [name] }, absolute: absolute + [name])
    }

    /// Components for `glob`, or `nil` when it is relative and the path is outside the
    /// configuration folder.
    fileprivate func components(for glob: Glob) -> [String]? {
        glob.isAbsolute ? absolute : relative
    }

    fileprivate var selfAndAncestors: [FilterPath] {
        var paths = [self]
        var current = self
        while !current.absolute.isEmpty {
            current = FilterPath(
                relative: current.relative.flatMap { $0.isEmpty ? nil : Array($0.dropLast()) },
                absolute: Array(current.absolute.dropLast())
            )
            paths.append(current)
        }
        return paths
    }
}
