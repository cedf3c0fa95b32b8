import SwiftUI

final class ReceiptModel: ObservableObject {
    @Published var total: Int

    init(total: Int) {
        self.total = total
    }
}

struct ReceiptView: View {
    @ObservedObject var model: ReceiptModel

    var body: some View {
        Text("\(model.total)")
    }
}
