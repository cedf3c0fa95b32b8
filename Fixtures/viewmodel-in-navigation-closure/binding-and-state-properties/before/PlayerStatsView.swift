import SwiftUI

final class PlayerStatsViewModel: ObservableObject {
    let playerID: Int
    @Published private(set) var goals = 0

    init(playerID: Int) {
        self.playerID = playerID
    }

    func load() {
        goals = playerID % 7
    }
}

struct PlayerStatsView: View {
    @ObservedObject var viewModel: PlayerStatsViewModel
    @Binding var isMuted: Bool
    @State private var showsDetails = false
    var subtitle: String? = nil
    var accentColor: Color = .blue

    var body: some View {
        VStack {
            Text(subtitle ?? "Player")
                .foregroundStyle(accentColor)
            Toggle("Mute", isOn: $isMuted)
            if showsDetails {
                Text("\(viewModel.goals) goals")
            }
            Button("Details") {
                showsDetails.toggle()
            }
        }
        .onAppear(perform: viewModel.load)
    }
}
