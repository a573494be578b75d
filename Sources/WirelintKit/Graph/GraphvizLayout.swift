import Foundation

/// Lays the HTML page's picture out with Graphviz, when its `dot` command is installed: a
/// layout engine kept up for decades draws a far better picture than one written here, and
/// running the user's own copy embeds no third-party code in wirelint or in the page.
enum GraphvizLayout {
    /// The SVG `dot -Tsvg` makes of `dot`, or nil when `dot` is not on `PATH`.
    static func svg(of dot: String) throws(UsageError) -> String? {
        guard let executable = commandPath("dot") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw UsageError("error: could not run \(executable): \(error.localizedDescription)")
        }
        // dot reads the whole graph before it writes: the text is written first, then the picture read.
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UsageError("error: \(executable) -Tsvg failed: \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: svg, as: UTF8.self)
    }

    private static func commandPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
