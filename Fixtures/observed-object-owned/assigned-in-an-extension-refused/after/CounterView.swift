import SwiftUI

struct CounterView: View {
    @ObservedObject var model = CounterModel()

    var body: some View {
        Text("\(model.count)")
    }
}
