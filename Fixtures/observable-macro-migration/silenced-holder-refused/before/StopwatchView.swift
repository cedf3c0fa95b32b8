import SwiftUI

struct StopwatchView: View {
    // Stays an ObservableObject owner until the timer code is reviewed.
    // remodel:disable:next observable-macro-migration
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        Text("\(stopwatch.elapsed)")
    }
}
