import SwiftUI

struct HomeView: View {
    @StateObject private var viewModel = ViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.missions) { mission in
                    let missionViewModel = MissionView.ViewModel(
                        mission: mission,
                        crewCount: viewModel.crewCount
                    )

                    NavigationLink(
                        destination: MissionView(
                            viewModel: missionViewModel
                        )
                    ) {
                        Text(mission.name)
                    }
                }
            }
        }
    }
}

extension HomeView {
    final class ViewModel: ObservableObject {
        @Published var missions: [Mission] = []
        @Published var crewCount = 3
    }
}
