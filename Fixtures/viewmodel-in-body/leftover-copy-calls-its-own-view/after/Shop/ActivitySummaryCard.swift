import SwiftUI

final class ActivitySummaryViewModel: ObservableObject {
    let title: String
    private let days: Int
    @Published private(set) var steps: [Int] = []

    init(title: String, days: Int) {
        self.title = title
        self.days = days
    }

    func load() {
        steps = Array(repeating: 8_000, count: days)
    }
}

struct ActivitySummaryCard: View {
    @StateObject private var viewModel: ActivitySummaryViewModel

    init(title: String, days: Int) {
        _viewModel = StateObject(wrappedValue: ActivitySummaryViewModel(title: title, days: days))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.title)
                .font(.headline)
            Text("\(viewModel.steps.reduce(0, +)) steps")
        }
        .onAppear(perform: viewModel.load)
    }
}
