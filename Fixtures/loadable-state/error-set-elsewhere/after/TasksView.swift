import SwiftUI

struct TasksView: View {
    @StateObject private var viewModel = TasksViewModel()

    var body: some View {
        List(viewModel.items) { item in
            Text(item.title)
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        Task { await viewModel.delete(item) }
                    }
                }
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadItems()
        }
    }
}
