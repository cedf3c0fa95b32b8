import SwiftUI

struct TaskList: View {
    let tasks: [TaskItem]
    let taskRepository: TaskRepositoryProtocol
    let activityRepository: ActivityRepositoryProtocol
    let attachmentRepository: AttachmentRepositoryProtocol

    var body: some View {
        NavigationStack {
            List(tasks) { task in
                NavigationLink(task.title) {
                    TaskDetailView(
                        viewModel: TaskDetailViewModel(
                            task: task,
                            taskRepository: taskRepository,
                            activityRepository: activityRepository,
                            attachmentRepository: attachmentRepository
                        ),
                        showsHeader: true
                    )
                }
            }
        }
    }
}
