import SwiftUI

struct HomeView: View {
    @StateObject private var viewModel = ViewModel()
    @State private var showsGrid = true

    var body: some View {
        if showsGrid {
            HomeGridView(viewModel: viewModel)
        } else {
            HomeListView(viewModel: viewModel)
        }
    }
}

extension HomeView {
    final class ViewModel: ObservableObject {
        @Published var missions = [Mission]()

        private var missionLabelCache: [Mission.ID: MissionLabel.ViewModel] = [:]

        func missionLabelViewModel(for mission: Mission) -> MissionLabel.ViewModel {
            if let cached = missionLabelCache[mission.id] { return cached }
            let model = MissionLabel.ViewModel(
                mission: mission)
            missionLabelCache[mission.id] = model
            return model
        }
    }
}

struct HomeGridView: View {
    @ObservedObject var viewModel: HomeView.ViewModel

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                ForEach(viewModel.missions) { mission in
                    MissionLabel(
                        viewModel: viewModel.missionLabelViewModel(for: mission)
                    )
                }
            }
        }
    }
}

struct HomeListView: View {
    @ObservedObject var viewModel: HomeView.ViewModel

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(viewModel.missions) { mission in
                    MissionLabel(viewModel: viewModel.missionLabelViewModel(for: mission))
                }
            }
        }
    }
}
