import SwiftUI

struct RewardsView: View {
    var body: some View {
        NavigationStack {
            RewardsProvider { rewards in
                StampCardView(model: StampCardModel(rewards: rewards))
            }
            .navigationTitle("Rewards")
        }
    }
}

/// Gives its content the rewards client, or says that the programme is not set up when the
/// app has not installed one.
struct RewardsProvider<Content: View>: View {
    @Environment(\.rewards) private var rewards
    @ViewBuilder let content: (any RewardsClient) -> Content

    var body: some View {
        if let rewards {
            content(rewards)
        } else {
            ContentUnavailableView(
                "Rewards are not set up", systemImage: "exclamationmark.triangle",
                description: Text("No RewardsClient in the environment."))
        }
    }
}

#Preview {
    RewardsView()
}

#Preview("Two stamps to go") {
    RewardsView()
        .environment(\.rewards, PreviewRewardsClient())
}
