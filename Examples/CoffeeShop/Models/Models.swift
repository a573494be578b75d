import SwiftUI

struct Drink: Identifiable, Hashable, Codable, Sendable {
    enum Size: String, CaseIterable, Codable, Sendable {
        case small, medium, large
    }

    let id: String
    var name: String
    var basePrice: Decimal

    func price(for size: Size, extraShot: Bool) -> Decimal {
        let sizeSurcharge: Decimal = switch size {
        case .small: 0
        case .medium: 0.4
        case .large: 0.8
        }
        return basePrice + sizeSurcharge + (extraShot ? 0.6 : 0)
    }
}

struct OrderLine: Identifiable, Hashable, Codable, Sendable {
    var id = UUID()
    var drink: Drink
    var size: Drink.Size
    var extraShot: Bool

    var price: Decimal { drink.price(for: size, extraShot: extraShot) }
}

struct Order: Identifiable, Hashable, Codable, Sendable {
    var id = UUID()
    var lines: [OrderLine]

    var subtotal: Decimal { lines.reduce(0) { $0 + $1.price } }
}

/// What the customer is about to order; shared by every screen through the environment.
@MainActor
final class Cart: ObservableObject {
    @Published private(set) var lines: [OrderLine] = []

    var order: Order { Order(lines: lines) }

    func add(_ drink: Drink, size: Drink.Size, extraShot: Bool) {
        lines.append(OrderLine(drink: drink, size: size, extraShot: extraShot))
    }

    func remove(atOffsets offsets: IndexSet) {
        lines.remove(atOffsets: offsets)
    }

    func empty() {
        lines.removeAll()
    }
}
