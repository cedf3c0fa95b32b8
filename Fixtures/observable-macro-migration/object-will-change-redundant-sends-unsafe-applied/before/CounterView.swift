import SwiftUI

struct CounterView: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        VStack {
            Text("\(model.count) by \(model.step)")
            Button("Reset") { model.reset() }
        }
    }
}
