// swift-tools-version:6.0
import PackageDescription

// A tiny client of wirelint's SwiftPM plugins, built by scripts/check-plugins.sh. The script
// places this package next to a snapshot of the repository in a folder named `wirelint`, so the
// dependency has the identity a real client gets from the repository URL.

let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(path: "../wirelint"),
    ],
    targets: [
        .target(
            name: "Feed",
            plugins: [.plugin(name: "WirelintBuildToolPlugin", package: "wirelint")]
        ),
    ]
)
