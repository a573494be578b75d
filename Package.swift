// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module per stage:
// discovery → extraction (per-file facts) → graph (link) → rules → suppression → reporting,
// and for `wirelint graph`: link → rules → wiring model → picture.
// `WirelintKit` wires the stages together; `wirelint` is the thin command-line front end.
// `WirelintKnowledge` is what the analysis believes about SwiftUI and the frameworks, read by
// extraction, graph and rules alike. The graph is the shared model of the linked project; each
// rule's folder under `Sources/WirelintRules` holds the rule, its own analysis and its messages.
let package = Package(
    name: "wirelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wirelint", targets: ["wirelint"]),
        // For apps: lint a target on every build, or run `swift package wirelint`.
        .plugin(name: "WirelintBuildToolPlugin", targets: ["WirelintBuildToolPlugin"]),
        .plugin(name: "WirelintCommandPlugin", targets: ["WirelintCommandPlugin"]),
        .library(name: "WirelintKit", targets: ["WirelintKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "WirelintFacts"),
        // One record per SwiftUI or framework API the analysis knows, and the lookups built from them.
        .target(name: "WirelintKnowledge"),
        // Parallel map, two tasks at once, a mutex: what the parallel stages share.
        .target(name: "WirelintConcurrency"),
        .target(
            name: "WirelintExtraction",
            dependencies: [
                "WirelintFacts", "WirelintConcurrency", "WirelintKnowledge",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                "WirelintYAML", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "WirelintDiscovery"),
        // What reading YAML safely takes, for the configuration and XcodeGen specs alike.
        .target(name: "WirelintYAML"),
        .target(name: "WirelintGraph", dependencies: ["WirelintFacts", "WirelintConcurrency", "WirelintKnowledge"]),
        .target(name: "WirelintRules", dependencies: ["WirelintConcurrency", "WirelintFacts", "WirelintGraph", "WirelintKnowledge"]),
        .target(
            name: "WirelintConfig",
            dependencies: ["WirelintRules", "WirelintYAML", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "WirelintSuppression", dependencies: ["WirelintFacts", "WirelintRules"]),
        // The system's zlib, to tell the gzipped size of a SARIF report (code scanning's upload limit).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "WirelintReporting", dependencies: ["WirelintConcurrency", "WirelintRules", "CZlib"]),
        // `wirelint graph`: the wiring model built from the linked project and the findings,
        // what part of it to draw, and its renderers (DOT, Mermaid, JSON, HTML).
        .target(
            name: "WirelintWiring",
            dependencies: ["WirelintFacts", "WirelintGraph", "WirelintKnowledge", "WirelintRules", "WirelintConfig", "WirelintReporting"]
        ),
        .target(
            name: "WirelintKit",
            dependencies: [
                "WirelintFacts", "WirelintConcurrency", "WirelintExtraction", "WirelintDiscovery", "WirelintConfig",
                "WirelintGraph", "WirelintRules", "WirelintSuppression", "WirelintReporting", "WirelintWiring",
                "WirelintRuleDocs",
            ]
        ),
        // `Rules/*.md`, compiled in for `wirelint explain` (no resource bundle to install);
        // `scripts/embed-rule-docs.sh` regenerates the source with `embed-rule-docs`.
        .target(name: "WirelintRuleDocs"),
        .plugin(name: "WirelintBuildToolPlugin", capability: .buildTool(), dependencies: ["wirelint"]),
        .plugin(
            name: "WirelintCommandPlugin",
            capability: .command(intent: .custom(verb: "wirelint", description: "Lint the package's Swift sources with wirelint")),
            dependencies: ["wirelint"]
        ),
        .executableTarget(name: "embed-rule-docs"),
        .executableTarget(
            name: "wirelint",
            dependencies: [
                "WirelintKit", "WirelintFacts", "WirelintConcurrency",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The performance benchmark (docs/performance.md): synthetic projects, parse floor, cold/warm runs.
        .executableTarget(
            name: "wirelint-bench",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // Mutation fuzzing of the in-process pipeline, run as a child process by the
        // robustness tests so that a crash reports its input instead of killing the test run.
        .executableTarget(
            name: "wirelint-fuzz",
            dependencies: ["WirelintKit", "WirelintExtraction", "WirelintConfig", "WirelintReporting"]
        ),
        .testTarget(name: "WirelintTests", dependencies: ["WirelintKit", "WirelintKnowledge", "WirelintWiring"]),
        .testTarget(name: "RuleDocTests", dependencies: ["WirelintKit"]),
    ]
)
