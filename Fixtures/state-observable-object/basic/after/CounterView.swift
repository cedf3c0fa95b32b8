import SwiftUI

final class CounterModel: ObservableObject {
    @Published private(set) var count = 0

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(model.count)")
            Button("Increment") {
                model.increment()
            }
        }
    }
}
