import SwiftUI

struct TaskDetailView: View {
    @StateObject private var viewModel: TaskDetailViewModel

    init(task: TaskItem, store: TaskStore) {
        _viewModel = StateObject(wrappedValue: TaskDetailViewModel(task: task, store: store))
    }

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
