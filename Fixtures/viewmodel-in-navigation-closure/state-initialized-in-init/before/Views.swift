import SwiftUI

final class TimerModel: ObservableObject {
    @Published var seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }
}

/// Holds its model in `@State`, which does not observe it, and fills the wrapper itself.
struct TimerView: View {
    @State private var model: TimerModel

    init(model: TimerModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        Text("\(model.seconds) s")
    }
}

struct TimersView: View {
    @State private var showsTimer = false

    var body: some View {
        Button("Start") { showsTimer = true }
            .sheet(isPresented: $showsTimer) {
                TimerView(model: TimerModel(seconds: 60))
            }
    }
}
