import Foundation

/// The orders placed from this device, kept as JSON in the app's documents.
final class OrderHistoryStore: Sendable {
    private let fileURL: URL

    init(directory: URL) {
        fileURL = directory.appending(path: "orders.json")
    }

    func pastOrders() async throws -> [Order] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        return try JSONDecoder().decode([Order].self, from: Data(contentsOf: fileURL))
    }

    func record(_ order: Order) async throws {
        let orders = try await pastOrders() + [order]
        try JSONEncoder().encode(orders).write(to: fileURL, options: .atomic)
    }
}
