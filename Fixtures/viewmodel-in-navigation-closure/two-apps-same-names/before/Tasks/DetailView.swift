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
    @ObservedObject var viewModel: DetailViewModel

    var body: some View {
        Toggle(viewModel.task.title, isOn: $viewModel.task.isDone)
    }
}
