import SwiftUI

protocol TaskRepositoryProtocol {}
protocol ActivityRepositoryProtocol {}
protocol AttachmentRepositoryProtocol {}

struct TaskItem: Identifiable, Hashable {
    let id: Int
    var title: String
}

final class TaskDetailViewModel: ObservableObject {
    @Published var task: TaskItem

    init(
        task: TaskItem,
        taskRepository: TaskRepositoryProtocol,
        activityRepository: ActivityRepositoryProtocol,
        attachmentRepository: AttachmentRepositoryProtocol
    ) {
        self.task = task
    }
}

struct TaskDetailView: View {
    @ObservedObject var viewModel: TaskDetailViewModel
    private let showsHeader: Bool

    init(viewModel: TaskDetailViewModel, showsHeader: Bool) {
        self.viewModel = viewModel
        self.showsHeader = showsHeader
    }

    var body: some View {
        Text(showsHeader ? viewModel.task.title : "")
    }
}
