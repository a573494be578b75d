import SwiftUI

/// The loyalty programme: a stamp per drink, the tenth one free.
protocol RewardsClient: AnyObject, Sendable {
    func stampCount() async throws -> Int
}

final class LiveRewardsClient: RewardsClient {
    private let api: any CoffeeAPI

    init(api: any CoffeeAPI) {
        self.api = api
    }

    func stampCount() async throws -> Int {
        try await api.stampCount()
    }
}

/// A card two stamps short of a free drink, for previews.
final class PreviewRewardsClient: RewardsClient {
    func stampCount() async throws -> Int { 8 }
}

/// `nil` until the app installs the client: stores that do not take part in the programme
/// leave it out, and `RewardsProvider` shows that rewards are not set up.
private struct RewardsClientKey: EnvironmentKey {
    static let defaultValue: RewardsClient? = nil
}

extension EnvironmentValues {
    var rewards: RewardsClient? {
        get { self[RewardsClientKey.self] }
        set { self[RewardsClientKey.self] = newValue }
    }
}
