// swift-tools-version:6.0
import PackageDescription

// A tiny client of wirelint's binary plugins, built by scripts/check-plugins.sh. The script
// places this package next to a plugins package generated from this checkout, whose binary
// target is the locally built artifact bundle: the same layout as a client of the published
// WirelintPlugins package, without the network.

let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(path: "../WirelintPlugins"),
    ],
    targets: [
        .target(
            name: "Feed",
            plugins: [.plugin(name: "WirelintBuildToolPlugin", package: "WirelintPlugins")]
        ),
    ]
)
