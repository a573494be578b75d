import Foundation

protocol CoffeeAPI: Sendable {
    func menu() async throws -> [Drink]
    func place(_ order: Order) async throws -> Order.ID
    func status(of order: Order.ID) async throws -> PickupStatus
    func stampCount() async throws -> Int
}

struct LiveCoffeeAPI: CoffeeAPI {
    var baseURL = URL(string: "https://api.coffeeshop.example/v1")!

    func menu() async throws -> [Drink] {
        try await get("menu")
    }

    func place(_ order: Order) async throws -> Order.ID {
        var request = URLRequest(url: baseURL.appending(path: "orders"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(order)
        _ = try await URLSession.shared.data(for: request)
        return order.id
    }

    func status(of order: Order.ID) async throws -> PickupStatus {
        let status: String = try await get("orders/\(order.uuidString)/status")
        return PickupStatus(rawValue: status) ?? .queued
    }

    func stampCount() async throws -> Int {
        try await get("rewards/stamps")
    }

    private func get<Value: Decodable>(_ path: String) async throws -> Value {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: path))
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
