import SwiftUI

struct RootTabView: View {
    let history: OrderHistoryStore

    var body: some View {
        TabView {
            MenuView()
                .tabItem { Label("Menu", systemImage: "cup.and.saucer") }
            OrdersScreen(history: history)
                .tabItem { Label("Orders", systemImage: "clock.arrow.circlepath") }
            RewardsView()
                .tabItem { Label("Rewards", systemImage: "star") }
        }
    }
}
