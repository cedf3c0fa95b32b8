import Combine
import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count: Int

    init(seed: Int = 0) {
        count = seed
    }
}

/// One initializer keeps the default; the other builds an object of its own from nothing it
/// is given.
struct CounterView: View {
    @ObservedObject private var model = CounterModel()
    let title: String

    init() {
        title = "Counter"
    }

    init(title: String) {
        self.title = title
        // Start from ten.
        self.model = CounterModel(seed: 10)
    }

    var body: some View {
        Text("\(title): \(model.count)")
    }
}

struct CountersView: View {
    var body: some View {
        VStack {
            ColorScreen()
            CounterView()
            CounterView(title: "Laps")
        }
    }
}
