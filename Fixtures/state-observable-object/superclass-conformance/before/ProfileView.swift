import SwiftUI

final class ProfileViewModel: BaseViewModel {
    @Published var displayName = ""

    func load() {
        isLoading = true
        displayName = "Ada Lovelace"
        isLoading = false
    }
}

struct ProfileView: View {
    @State private var viewModel = ProfileViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else {
                Text(viewModel.displayName)
            }
        }
        .onAppear {
            viewModel.load()
        }
    }
}
