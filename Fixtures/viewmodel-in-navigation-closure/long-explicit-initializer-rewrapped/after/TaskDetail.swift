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
    @StateObject private var viewModel: TaskDetailViewModel
    private let showsHeader: Bool

    init(
        task: TaskItem,
        taskRepository: TaskRepositoryProtocol,
        activityRepository: ActivityRepositoryProtocol,
        attachmentRepository: AttachmentRepositoryProtocol,
        showsHeader: Bool
    ) {
        self._viewModel = StateObject(wrappedValue: TaskDetailViewModel(
            task: task,
            taskRepository: taskRepository,
            activityRepository: activityRepository,
            attachmentRepository: attachmentRepository
        ))
        self.showsHeader = showsHeader
    }

    var body: some View {
        Text(showsHeader ? viewModel.task.title : "")
    }
}
