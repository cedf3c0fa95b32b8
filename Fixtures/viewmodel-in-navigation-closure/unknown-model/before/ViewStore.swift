import SwiftUI

final class ViewStore<State>: ObservableObject {
    @Published private(set) var state: State

    init(initialState: State) {
        state = initialState
    }

    func send(_ update: (inout State) -> Void) {
        update(&state)
    }
}
