import Foundation

protocol CoffeeAPI: Sendable {
    func menu() async throws -> [Drink]
    func place(_ order: Order) async throws -> Order.ID
}

struct LiveCoffeeAPI: CoffeeAPI {
    var baseURL = URL(string: "https://api.coffeeshop.example/v1")!

    func menu() async throws -> [Drink] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "menu"))
        return try JSONDecoder().decode([Drink].self, from: data)
    }

    func place(_ order: Order) async throws -> Order.ID {
        var request = URLRequest(url: baseURL.appending(path: "orders"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(order)
        _ = try await URLSession.shared.data(for: request)
        return order.id
    }
}
