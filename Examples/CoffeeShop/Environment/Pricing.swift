import SwiftUI

/// How prices are shown in the store the app is running for.
struct Pricing: Sendable {
    var currencyCode: String
    var taxRate: Decimal

    static let standard = Pricing(currencyCode: "USD", taxRate: 0)
}

private struct PricingKey: EnvironmentKey {
    static let defaultValue = Pricing.standard
}

extension EnvironmentValues {
    var pricing: Pricing {
        get { self[PricingKey.self] }
        set { self[PricingKey.self] = newValue }
    }
}
