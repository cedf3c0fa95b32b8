import Observation
import SwiftUI

@Observable
final class WorkoutModel {
    var day = 0
    var rounds = 0
    var isCounting = false

    func setupWorkout(day: Int, rounds: Int) {
        self.day = day
        self.rounds = rounds
    }
}

/// Hands its inputs to an '@Observable' model through the '@Bindable' alias 'body' declares
/// for it: the same injection as through 'model' itself, reported.
struct WorkoutScreen: View {
    let day: Int
    let rounds: Int
    @State private var model = WorkoutModel()

    var body: some View {
        @Bindable var workout = model
        Toggle("Rounds", isOn: $workout.isCounting)
            .onAppear {
                workout.setupWorkout(day: day, rounds: rounds)
            }
    }
}
