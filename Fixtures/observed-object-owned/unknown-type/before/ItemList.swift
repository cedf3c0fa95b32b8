import SwiftUI

struct ItemList<Model: ObservableObject & RandomAccessCollection>: View where Model.Element == String {
    @ObservedObject var model: Model

    var body: some View {
        ForEach(model, id: \.self) { item in
            Text(item)
        }
    }
}
