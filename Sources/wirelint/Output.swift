import ArgumentParser
import Foundation
import WirelintReporting

/// Writes to the standard streams with plain `write(2)` calls, so a stream that cannot take
/// the text (closed, a full disk, `/dev/full`) ends the run with exit code 2 instead of a crash.
/// A reader that goes away (`wirelint | head`) ends it with SIGPIPE, as any Unix filter.
enum Output {
    static func standardOutput(_ text: String) {
        guard !text.isEmpty else { return }
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: STDOUT_FILENO)
    }

    /// Control characters from file names or messages are escaped (`TerminalText`); the line
    /// breaks between a message's own lines are kept.
    static func standardError(_ line: String) {
        let lines = line.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }
        writeAll(lines.joined(separator: "\n") + "\n", to: STDERR_FILENO)
    }

    /// Puts `/dev/null`, opened the wrong way round, on any of the three standard descriptors
    /// that was closed when the process started (`2>&-`). Otherwise the first file the run
    /// opens — a report, a cache entry — would get that number, and what is meant for the
    /// stream would land in it; now every use fails as it would on the closed stream.
    static func reserveClosedStandardStreams() {
        for (descriptor, mode) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", mode | O_CLOEXEC)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                exit(2)
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// A usage, configuration or input error: its message is printed on stderr as is, exit code 2.
struct ConfigurationFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
