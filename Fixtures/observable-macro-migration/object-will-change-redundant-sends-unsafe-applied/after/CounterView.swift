import SwiftUI

struct CounterView: View {
    var model: CounterModel

    var body: some View {
        VStack {
            Text("\(model.count) by \(model.step)")
            Button("Reset") { model.reset() }
        }
    }
}
