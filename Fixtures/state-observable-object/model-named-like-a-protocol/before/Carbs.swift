import SwiftUI

enum Carbs {
    final class StateModel: ObservableObject {
        @Published var grams = 0
    }

    struct RootView: View {
        @State private var state = StateModel()

        var body: some View {
            Stepper("\(state.grams) g", value: $state.grams, in: 0...500)
        }
    }
}
