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
    }
}

struct HomeGridView: View {
    @ObservedObject var viewModel: HomeView.ViewModel

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                ForEach(viewModel.missions) { mission in
                    MissionLabel(
                        viewModel: MissionLabel.ViewModel(
                            mission: mission)
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
                    MissionLabel(viewModel: MissionLabel.ViewModel(mission: mission))
                }
            }
        }
    }
}
