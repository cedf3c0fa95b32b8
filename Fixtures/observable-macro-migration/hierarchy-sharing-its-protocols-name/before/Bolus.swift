import SwiftUI

enum Bolus {
    struct Provider {}

    final class StateModel: BaseStateModel<Provider> {
        @Published var amount = 0.0
    }

    struct RootView: View {
        @StateObject var state = StateModel(provider: Provider())

        var body: some View {
            Text("\(state.amount)")
        }
    }
}
