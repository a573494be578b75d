import ArgumentParser
import Foundation

/// Writes to the standard streams without buffering surprises between them.
enum Output {
    static func standardOutput(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A usage, configuration or input error: its message is printed on stderr as is, exit code 2.
struct ConfigurationFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
