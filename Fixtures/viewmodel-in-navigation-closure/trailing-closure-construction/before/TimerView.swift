import SwiftUI

final class TimerModel: ObservableObject {
    @Published private(set) var seconds: Int
    private let onFinish: () -> Void

    init(seconds: Int, onFinish: @escaping () -> Void) {
        self.seconds = seconds
        self.onFinish = onFinish
    }

    func tick() {
        seconds -= 1
        if seconds == 0 { onFinish() }
    }
}

struct TimerView: View {
    @ObservedObject var model: TimerModel

    var body: some View {
        Button("\(model.seconds) s") { model.tick() }
    }
}

struct WorkoutView: View {
    @State private var showsTimer = false
    @State private var finished = 0

    var body: some View {
        Button("Rest (\(finished))") { showsTimer = true }
            .sheet(isPresented: $showsTimer) {
                TimerView(model: TimerModel(seconds: 30) {
                    finished += 1
                })
            }
    }
}
