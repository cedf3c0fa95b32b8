import SwiftUI

enum Bolus {
    final class StateModel: ObservableObject {
        @Published var amount = 0.0
    }

    struct ConfirmView: View {
        @StateObject private var state = StateModel()

        var body: some View {
            Text("\(state.amount) U")
        }
    }

    struct RootView: View {
        @State private var confirms = false

        var body: some View {
            Button("Bolus") { confirms = true }
                .sheet(isPresented: $confirms) {
                    ConfirmView()
                }
        }
    }
}
