import SwiftUI

final class StopwatchModel: ObservableObject {
    @Published private(set) var laps: [Double] = []

    func lap() {
        laps.append(Double(laps.count))
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = StopwatchModel()

    var body: some View {
        VStack {
            Text("\(stopwatch.laps.count) laps")
            Button("Lap") {
                stopwatch.lap()
            }
        }
    }
}
