import SwiftUI

struct TaskItem: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDone: Bool
}

final class TaskStore {
    static let shared = TaskStore()

    private(set) var tasks: [Int: TaskItem] = [:]

    func update(_ task: TaskItem) {
        tasks[task.id] = task
    }
}

final class TaskDetailViewModel: ObservableObject {
    private let id: Int
    private let store: TaskStore
    @Published var title: String
    @Published var isDone: Bool

    init(task: TaskItem, store: TaskStore) {
        id = task.id
        title = task.title
        isDone = task.isDone
        self.store = store
    }

    func save() {
        store.update(TaskItem(id: id, title: title, isDone: isDone))
    }
}
