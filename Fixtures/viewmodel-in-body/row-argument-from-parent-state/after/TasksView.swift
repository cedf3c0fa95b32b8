import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    let title: String
}

struct TasksView: View {
    let tasks: [TaskItem]
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Toggle("Details", isOn: $showsDetails)
            ForEach(tasks) { task in
                // The row's model also depends on a toggle of the parent.
                TaskRow(viewModel: TaskRowViewModel(task: task, showsDetails: showsDetails))
            }
        }
    }
}
