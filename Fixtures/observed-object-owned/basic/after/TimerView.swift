import SwiftUI

final class TimerModel: ObservableObject {
    @Published private(set) var elapsed = 0

    func tick() {
        elapsed += 1
    }
}

struct TimerView: View {
    @StateObject var model = TimerModel()

    var body: some View {
        VStack {
            Text("\(model.elapsed) s")
            Button("Tick") {
                model.tick()
            }
        }
    }
}
