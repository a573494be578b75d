import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// The floor wirelint is measured against: reading every file and parsing it with SwiftParser,
/// nothing else, on the same number of threads.
enum ParseFloor {
    static func measure(files: [URL], jobs: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var index = worker
            while index < files.count {
                if let data = try? Data(contentsOf: files[index]) {
                    let tree = data.withUnsafeBytes { Parser.parse(source: UnsafeBufferPointer(start: $0.bindMemory(to: UInt8.self).baseAddress, count: $0.count)) }
                    withExtendedLifetime(tree) {}
                }
                index += jobs
            }
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
