import SwiftUI

struct TasksTab: View {
    let repository: TaskRepository

    var body: some View {
        // The list reads the tasks through the repository.
        TaskList(repository: repository, heading: "Tasks")
            .padding()
    }
}
