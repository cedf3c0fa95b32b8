import SwiftUI

protocol TaskRepository {
    func titles() -> [String]
}

final class TaskListModel: ObservableObject {
    private let repository: TaskRepository
    @Published private(set) var titles: [String] = []

    init(repository: TaskRepository) {
        self.repository = repository
    }

    func reload() {
        titles = repository.titles()
    }
}

struct TaskList: View {
    @StateObject private var viewModel: TaskListModel
    let heading: String

    init(viewModel: TaskListModel, heading: String) {
        _viewModel = StateObject(wrappedValue: viewModel)
        self.heading = heading
    }

    var body: some View {
        VStack {
            Text(heading)
            ForEach(viewModel.titles, id: \.self) { title in
                Text(title)
            }
        }
        .onAppear(perform: viewModel.reload)
    }
}
