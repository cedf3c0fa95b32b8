import SwiftUI

enum Bolus {
    struct Provider {}

    @Observable
    final class StateModel: BaseStateModel<Provider> {
        var amount = 0.0
    }

    struct RootView: View {
        @State var state = StateModel(provider: Provider())

        var body: some View {
            Text("\(state.amount)")
        }
    }
}
