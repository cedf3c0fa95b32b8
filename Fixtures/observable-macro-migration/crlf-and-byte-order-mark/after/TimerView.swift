import SwiftUI

struct TimerView: View {
    @Environment(TimerModel.self) private var timer

    var body: some View {
        @Bindable var timer = timer
        Stepper("Seconds", value: $timer.seconds, in: 0...60)
    }
}

struct TimerScreen: View {
    @State private var timer = TimerModel()

    var body: some View {
        TimerView()
            .environment(timer)
    }
}
