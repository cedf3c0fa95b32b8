import ComposableArchitecture
import SwiftUI

struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action {
        case increment
    }
}

final class TickModel: ObservableObject {
    @Published var ticks = 0
}

struct CounterView: View {
    let store: StoreOf<Counter>
    // The library's own pattern: a view store observing the store the view is given.
    @ObservedObject var viewStore: ViewStoreOf<Counter>
    @ObservedObject var ticks = TickModel()

    init(store: StoreOf<Counter>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        Button("\(viewStore.count) after \(ticks.ticks) ticks") {
            viewStore.send(.increment)
        }
    }
}
