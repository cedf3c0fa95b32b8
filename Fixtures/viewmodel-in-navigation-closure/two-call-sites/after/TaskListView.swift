import SwiftUI

struct TaskListView: View {
    let tasks: [TaskItem]
    @State private var selectedTask: TaskItem?

    var body: some View {
        NavigationStack {
            List(tasks) { task in
                Button(task.title) {
                    selectedTask = task
                }
            }
            .navigationTitle("All Tasks")
            .navigationDestination(item: $selectedTask) { task in
                TaskDetailView(task: task, store: .shared)
            }
        }
    }
}
