import SwiftUI

struct TodayView: View {
    let dueToday: [TaskItem]
    @State private var presentedTask: TaskItem?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Due today")
                .font(.headline)
            ForEach(dueToday) { task in
                Button(task.title) {
                    presentedTask = task
                }
            }
        }
        .sheet(item: $presentedTask) { task in
            NavigationStack {
                TaskDetailView(
                    viewModel: TaskDetailViewModel(task: task, store: .shared)
                )
            }
        }
    }
}
