import XCTest
@testable import CoffeeShop

/// A `CoffeeAPI` that answers from memory.
struct StubAPI: CoffeeAPI {
    var drinks: [Drink] = [.flatWhite]
    var failure: URLError?

    func menu() async throws -> [Drink] {
        if let failure { throw failure }
        return drinks
    }

    func place(_ order: Order) async throws -> Order.ID {
        if let failure { throw failure }
        return order.id
    }

    func status(of order: Order.ID) async throws -> PickupStatus {
        if let failure { throw failure }
        return .ready
    }

    func stampCount() async throws -> Int {
        if let failure { throw failure }
        return 0
    }
}

extension Drink {
    static let flatWhite = Drink(id: "flat-white", name: "Flat White", basePrice: 3.6)
}

final class MenuViewModelTests: XCTestCase {
    @MainActor
    func testLoadShowsTheMenu() async {
        let viewModel = MenuViewModel()
        viewModel.api = StubAPI(drinks: [.flatWhite])

        await viewModel.load()

        XCTAssertEqual(viewModel.drinks, [.flatWhite])
        XCTAssertNil(viewModel.errorMessage)
    }

    @MainActor
    func testLoadFailureShowsAMessage() async {
        InjectedValues[\.api] = StubAPI(failure: URLError(.notConnectedToInternet))
        let viewModel = MenuViewModel()

        await viewModel.load()

        XCTAssertTrue(viewModel.drinks.isEmpty)
        XCTAssertNotNil(viewModel.errorMessage)
    }
}

final class DrinkDetailModelTests: XCTestCase {
    private var liveAPI: (any CoffeeAPI)!

    override func setUp() {
        super.setUp()
        liveAPI = InjectedValues[\.api]
        InjectedValues[\.api] = StubAPI()
    }

    override func tearDown() {
        InjectedValues[\.api] = liveAPI
        super.tearDown()
    }

    @MainActor
    func testAddToCartUsesTheChosenOptions() {
        let cart = Cart()
        let model = DrinkDetailModel(drink: .flatWhite, cart: cart)
        model.size = .large
        model.extraShot = true

        model.addToCart()

        XCTAssertEqual(cart.lines.map(\.size), [.large])
        XCTAssertEqual(cart.order.subtotal, Drink.flatWhite.price(for: .large, extraShot: true))
    }

    @MainActor
    func testPlacingAnOrderWithoutNetworkKeepsTheCart() async {
        InjectedValues[\.api] = StubAPI(failure: URLError(.notConnectedToInternet))
        let cart = Cart()
        cart.add(.flatWhite, size: .small, extraShot: false)

        let placed = try? await InjectedValues[\.api].place(cart.order)

        XCTAssertNil(placed)
        XCTAssertEqual(cart.lines.count, 1)
    }
}
