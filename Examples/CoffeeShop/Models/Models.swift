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

    /// A flat white and a large cappuccino with an extra shot, for previews.
    static let preview = Order(lines: [
        OrderLine(drink: Drink(id: "flat-white", name: "Flat White", basePrice: 3.6), size: .medium, extraShot: false),
        OrderLine(drink: Drink(id: "cappuccino", name: "Cappuccino", basePrice: 3.2), size: .large, extraShot: true),
    ])
}

/// What the customer is about to order; shared by every screen through the environment.
@MainActor
final class Cart: ObservableObject {
    static let capacity = 20

    @Published private(set) var lines: [OrderLine] = []

    var order: Order { Order(lines: lines) }
    var isFull: Bool { lines.count >= Self.capacity }

    func add(_ drink: Drink, size: Drink.Size, extraShot: Bool) {
        lines.append(OrderLine(drink: drink, size: size, extraShot: extraShot))
    }

    /// Orders the drinks of a past order again.
    func add(_ past: Order) {
        lines += past.lines.prefix(Self.capacity - lines.count).map {
            OrderLine(drink: $0.drink, size: $0.size, extraShot: $0.extraShot)
        }
    }

    func remove(atOffsets offsets: IndexSet) {
        lines.remove(atOffsets: offsets)
    }

    func empty() {
        lines.removeAll()
    }
}
