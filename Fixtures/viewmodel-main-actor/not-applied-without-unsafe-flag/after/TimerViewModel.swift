import SwiftUI

final class TimerViewModel: ObservableObject {
    @Published var elapsed = 0

    func tick() {
        elapsed += 1
    }
}

struct TimerView: View {
    @ObservedObject var viewModel: TimerViewModel

    var body: some View {
        Button("\(viewModel.elapsed) s") {
            viewModel.tick()
        }
    }
}
