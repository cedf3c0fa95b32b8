import SwiftUI

struct TaskDetailView: View {
    @ObservedObject var viewModel: TaskDetailViewModel

    var body: some View {
        Form {
            TextField("Title", text: $viewModel.title)
            Toggle("Done", isOn: $viewModel.isDone)
        }
        .navigationTitle(viewModel.title)
        .onDisappear {
            viewModel.save()
        }
    }
}
