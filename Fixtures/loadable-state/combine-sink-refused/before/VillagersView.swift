import SwiftUI

struct VillagersView: View {
    @StateObject private var viewModel = VillagersViewModel()

    var body: some View {
        List(viewModel.villagers) { villager in
            Text(villager.name)
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .onAppear { viewModel.load() }
    }
}
