import SwiftUI

struct TasksTab: View {
    let repository: TaskRepository

    var body: some View {
        // The list reads the tasks through the repository.
        let viewModel = TaskListModel(repository: repository)

        TaskList(viewModel: viewModel, heading: "Tasks")
            .padding()
    }
}
