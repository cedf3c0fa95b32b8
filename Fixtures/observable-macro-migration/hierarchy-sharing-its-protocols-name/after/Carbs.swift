import SwiftUI

enum Carbs {
    struct Provider {}

    @Observable
    final class StateModel: BaseStateModel<Provider> {
        var grams = 0
    }

    struct RootView: View {
        @State var state = StateModel(provider: Provider())

        var body: some View {
            Text("\(state.grams) g")
        }
    }
}
