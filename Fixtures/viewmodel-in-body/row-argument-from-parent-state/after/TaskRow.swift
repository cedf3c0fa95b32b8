import SwiftUI

final class TaskRowViewModel: ObservableObject {
    @Published var isDone = false
    let task: TaskItem
    let showsDetails: Bool

    init(task: TaskItem, showsDetails: Bool) {
        self.task = task
        self.showsDetails = showsDetails
    }
}

struct TaskRow: View {
    @ObservedObject var viewModel: TaskRowViewModel

    var body: some View {
        HStack {
            Text(viewModel.task.title)
            if viewModel.showsDetails {
                Text(viewModel.isDone ? "Done" : "Open")
            }
        }
    }
}
