import SwiftUI

enum Carbs {
    struct Provider {}

    final class StateModel: BaseStateModel<Provider> {
        @Published var grams = 0
    }

    struct RootView: View {
        @StateObject var state = StateModel(provider: Provider())

        var body: some View {
            Text("\(state.grams) g")
        }
    }
}
