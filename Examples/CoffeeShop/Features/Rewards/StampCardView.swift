import SwiftUI

struct StampCardView: View {
    @StateObject private var model: StampCardModel

    init(model: StampCardModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        VStack(spacing: 12) {
            Gauge(value: Double(model.stamps), in: 0...Double(StampCardModel.stampsPerFreeDrink)) {
                Text("Stamps")
            }
            Text("\(model.stampsToGo) more for a free drink")
        }
        .padding()
        .task { await model.refresh() }
    }
}

@MainActor
final class StampCardModel: ObservableObject {
    static let stampsPerFreeDrink = 10

    @Published private(set) var stamps = 0
    private let rewards: any RewardsClient

    init(rewards: any RewardsClient) {
        self.rewards = rewards
    }

    var stampsToGo: Int { Self.stampsPerFreeDrink - stamps }

    func refresh() async {
        stamps = (try? await rewards.stampCount()) ?? stamps
    }
}
