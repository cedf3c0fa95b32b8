import SwiftUI

struct CounterView: View {
    var model: CounterModel

    var body: some View {
        Text(model.label)
    }
}
