import ArgumentParser

/// How a project is read, for the commands that read one (`lint`, `graph`, `extract`).
struct ProjectOptions: ParsableArguments {
    @Option(help: "Configuration file (default: .wirelint.yml found from the working directory upwards, no higher than $WIRELINT_CONFIG_CEILING when set).")
    var config: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int?

    @Flag(help: "Read the files and folders symbolic links lead to outside the project (default: skip them with a warning; also `follow_external_links: true` in .wirelint.yml).")
    var followExternalLinks = false

    @Flag(help: "Do not read or write the facts cache.")
    var noCache = false

    @Option(help: "Cache folder (default: $XDG_CACHE_HOME/wirelint or ~/.cache/wirelint).")
    var cachePath: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}
