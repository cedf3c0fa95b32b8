import SwiftUI

struct ItemsView: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        VStack {
            List(viewModel.items.value ?? []) { item in
                Text("\(item.id)")
            }
            if viewModel.items.isLoading {
                ProgressView()
            }
            if let message = viewModel.items.error?.localizedDescription {
                Text(message)
            }
        }
        .onAppear { viewModel.fetch() }
    }
}
