import SwiftUI

struct ItemsView: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        List(viewModel.items) { item in
            Text("\(item.id)")
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .onAppear { viewModel.fetch() }
    }
}
