import SwiftUI

struct CounterView: View {
    @State var model = CounterModel()

    var body: some View {
        VStack {
            Text("\(model.count)")
            Stepper("Step \(model.step)", value: $model.step, in: 1...10)
            Button("Add", action: model.increment)
        }
    }
}
