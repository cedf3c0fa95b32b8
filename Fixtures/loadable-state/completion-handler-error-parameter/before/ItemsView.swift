import SwiftUI

struct ItemsView: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        VStack {
            List(viewModel.items) { item in
                Text("\(item.id)")
            }
            if viewModel.isLoading {
                ProgressView()
            }
            if let message = viewModel.errorMessage {
                Text(message)
            }
        }
        .onAppear { viewModel.fetch() }
    }
}
