import SwiftUI

struct ContentView: View {
    let tasks: [TaskItem]
    @State private var selection: TaskItem?

    var body: some View {
        NavigationStack {
            List(tasks, id: \.self) { task in
                Button(task.title) { selection = task }
            }
            .sheet(item: $selection) { task in
                DetailView(task: task, canEdit: true)
            }
        }
    }
}

extension TaskItem: Identifiable {
    var id: String { title }
}
