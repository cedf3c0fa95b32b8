import SwiftUI

final class PortfolioViewModel: ObservableObject {
    @Published var favourites: [String] = []
}

final class AddAssetViewModel: ObservableObject {
    @Published var query = ""
    let favourites: [String]

    init(favourites: [String]) {
        self.favourites = favourites
    }
}

struct AddAssetView: View {
    @StateObject var viewModel: AddAssetViewModel

    var body: some View {
        TextField("Search", text: $viewModel.query)
    }
}

/// Builds the child's model in a local that shadows the property it is built from.
struct PortfolioView: View {
    @ObservedObject var viewModel: PortfolioViewModel

    var body: some View {
        makeAddAssetView()
    }

    func makeAddAssetView() -> some View {
        return AddAssetView(viewModel: AddAssetViewModel(
            favourites: viewModel.favourites
        ))
    }
}
