import SwiftUI

struct TaskItem: Hashable {
    var title: String
    var isDone = false
}

final class DetailViewModel: ObservableObject {
    @Published var task: TaskItem

    init(task: TaskItem, canEdit: Bool) {
        self.task = task
    }
}

struct DetailView: View {
    @StateObject private var viewModel: DetailViewModel

    init(task: TaskItem, canEdit: Bool) {
        _viewModel = StateObject(wrappedValue: DetailViewModel(task: task, canEdit: canEdit))
    }

    var body: some View {
        Toggle(viewModel.task.title, isOn: $viewModel.task.isDone)
    }
}
