import SwiftUI

struct DrinkDetailView: View {
    @EnvironmentObject private var cart: Cart
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model: DrinkDetailModel
    let drink: Drink

    init(drink: Drink) {
        self.drink = drink
        _model = StateObject(wrappedValue: DrinkDetailModel(drink: drink, cart: _cart.wrappedValue))
    }

    var body: some View {
        Form {
            Picker("Size", selection: $model.size) {
                ForEach(Drink.Size.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            Toggle("Extra shot", isOn: $model.extraShot)
            Section {
                Button("Add to order") {
                    model.addToCart()
                    dismiss()
                }
            } footer: {
                Text("\(cart.lines.count) drinks in your order")
            }
        }
        .navigationTitle(drink.name)
        .toolbar {
            Button { model.toggleFavorite() } label: {
                Label("Favorite", systemImage: model.isFavorite ? "star.fill" : "star")
            }
        }
    }
}

@MainActor
final class DrinkDetailModel: ObservableObject {
    let drink: Drink
    private let cart: Cart
    @Published var size: Drink.Size = .medium
    @Published var extraShot = false
    @Published private(set) var isFavorite: Bool

    init(drink: Drink, cart: Cart) {
        self.drink = drink
        self.cart = cart
        isFavorite = FavoritesStore.shared.contains(drink.id)
    }

    func toggleFavorite() {
        FavoritesStore.shared.toggle(drink.id)
        isFavorite.toggle()
    }

    func addToCart() {
        cart.add(drink, size: size, extraShot: extraShot)
    }
}
