import Observation
import SwiftUI

@Observable
final class CounterModel {
    var count = 0
}

struct CounterScreen: View {
    var body: some View {
        CounterView(model: CounterModel())
    }
}

struct CounterView: View {
    @State private var model: CounterModel

    init(model: CounterModel) {
        self.model = model
    }

    var body: some View {
        Button("\(model.count)") { model.count += 1 }
    }
}
