import SwiftUI

struct TimerView: View {
    @EnvironmentObject var timer: TimerModel

    var body: some View {
        Stepper("Seconds", value: $timer.seconds, in: 0...60)
    }
}

struct TimerScreen: View {
    @StateObject private var timer = TimerModel()

    var body: some View {
        TimerView()
            .environmentObject(timer)
    }
}
