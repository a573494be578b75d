// swift-tools-version:6.0
import PackageDescription

// A tiny client of wirelint's SwiftPM plugins, built by scripts/check-plugins.sh. The script
// places this package next to a snapshot of the repository in a folder named `wirelint`, so the
// dependency has the identity a real client gets from the repository URL. The build-tool plugin
// is applied only when the script checks it (see there for why).
let lintOnBuild = Context.environment["WIRELINT_CHECK_BUILD_TOOL_PLUGIN"] == "1"

let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(path: "../wirelint"),
    ],
    targets: [
        .target(
            name: "Feed",
            plugins: lintOnBuild ? [.plugin(name: "WirelintBuildToolPlugin", package: "wirelint")] : []
        ),
    ]
)
