import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count: Int

    init(start: Int) {
        count = start
    }
}

struct CounterView: View {
    @StateObject private var model: CounterModel
    @StateObject private var step: CounterModel

    init() {
        _model = .init(wrappedValue: CounterModel(start: 0))
        _step = StateObject.init(wrappedValue: CounterModel(start: 1))
    }

    var body: some View {
        Button("\(model.count) + \(step.count)") { model.count += step.count }
    }
}
